import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { brandByHost, brandForHost } from './brands/brand-by-host.ts';
import type { BrandStore } from './brands/brand-store.ts';
import { createBoundedCache, CACHE_POLICY } from './cache/bounded-cache.ts';
import { createCachedUpstream, type UpstreamAnswer } from './cache/cached-upstream.ts';
import type { ServerConfig } from './config.ts';
import { createHelperApi } from './helper-api/helper-api.ts';
import { answerClientErrors, answerErrors } from './http/answer-errors.ts';
import { compressResponses } from './http/compress-responses.ts';
import { createPublishedChanges } from './invalidation/published-changes.ts';
import type { Logger } from './logging/logger.ts';
import {
  createMetrics,
  createOpsRoutes,
  createSiteReadiness,
  measureRequests,
  requestLog,
  type Metrics,
  type ReadinessCheck,
} from './ops/index.ts';
import { createSitePages } from './pages/site-pages.ts';
import { hubUpgrades } from './proxy/hub-upgrades.ts';
import type { PlatformProxy } from './proxy/platform-proxy.ts';
import { createPlatformCallShortcut } from './proxy/platform-call-shortcut.ts';
import { answeredBySite, createPlatformProxies } from './proxy/platform-proxies.ts';
import { limitedLogin } from './security/limited-login.ts';
import { rejectCraftedPaths } from './security/reject-crafted-paths.ts';
import { fixedSecurityHeaders, securityHeaders, type FrameOrigins } from './security/security-headers.ts';
import { siteOrigins } from './security/site-origins.ts';
import type { TrustProxy } from './security/strict-transport-security.ts';
import { createRedis, redisRateLimitStore } from './shared-state/index.ts';
import { createRequestVisitor, type IpCountryLookup } from './visitor/index.ts';

export type AppConfig = Pick<
  ServerConfig,
  | 'defaultBrand'
  | 'proxyTimeoutMs'
  | 'rememberUsernameSecret'
  | 'brandsDir'
  | 'clientDir'
  | 'nodeModulesDir'
  | 'upstreams'
  | 'sandboxUrl'
  | 'telemetryUrl'
  | 'deviceProfiling'
  | 'trustProxy'
  | 'geoCountryHeader'
  | 'deviceHeader'
  | 'metricsToken'
  | 'cdnPurge'
  | 'redisUrl'
  | 'imageOrigins'
  | 'contentWebhookSecret'
>;

export interface AppOptions {
  config: AppConfig;
  brands: BrandStore;
  logger: Logger;
  ipCountry?: IpCountryLookup;
  /** Where the site's measurements go; absent, the app makes its own (on its own registry). */
  metrics?: Metrics;
  /** Readiness checks besides brands, build and shutdown, by name (more can come later: `addReadinessCheck`). */
  readinessChecks?: Record<string, ReadinessCheck>;
}

/**
 * The site: its parts in the order a request meets them (docs/developers.md draws it). The server's
 * request event tries the two shortcuts (a stored public page, a plain platform call), then the app.
 */
export async function createApp({
  config,
  brands,
  logger,
  ipCountry,
  metrics = createMetrics(),
  readinessChecks = {},
}: AppOptions) {
  const { redis, sharedStore, upstreamCache, content, visitor } = sharedParts({ config, logger, metrics, ipCountry });
  const knownHost = (host: string | undefined) => brandForHost(brands, host, config.defaultBrand) !== undefined;

  const origins = siteOrigins(config);
  const traffic = createSiteReadiness({
    brandCount: () => brands.registry().brands.length,
    clientDir: config.clientDir,
    redis,
    checks: readinessChecks,
  });
  const pages = createSitePages({ config, content, visitor, logger, metrics });
  const cached = bothCaches(pages, upstreamCache);
  const published = createPublishedChanges({
    secret: config.contentWebhookSecret,
    brands: () => brands.registry().brands,
    redis,
    limitStore: sharedStore?.('content-hooks:'),
    cdnPurge: config.cdnPurge,
    cached,
    logger,
    metrics,
  });
  const helperApi = createHelperApi({ config, content, visitor, logger, metrics });
  const proxies = createPlatformProxies({ config, visitor, logger, metrics });

  const app = expressApp(config.trustProxy, [
    requestLog({ logger }),
    measureRequests(metrics),
    // Before anything answers: a refused path, an unknown host or a health check carries them as a page does.
    securityHeaders(origins),
    rejectCraftedPaths,
    createOpsRoutes({
      metrics,
      readiness: traffic.readiness,
      metricsToken: config.metricsToken,
      brandsReloaded: () => brands.reloads(),
    }),
    // The CMS calls an instance by its own address, not a brand's: answered before the brand is chosen by host.
    ...(published.webhook ? [published.webhook] : []),
    compressResponses(),
    brandByHost(brands, config.defaultBrand),
    helperApi.routes,
    limitedLogin({ logger, sharedStore, visitor, metrics }),
    ...proxies.mounted.map(({ proxy }) => proxy),
    pages.dataRoutes,
    Router().use(['/api', '/sandbox'], notFound('No such API')),
    pages.routes,
    // Pages answer GET only: anything else asked of a page path is not found, as JSON, never Express's HTML.
    notFound('Not found'),
    answerErrors(logger),
  ]);

  const platformCalls = createPlatformCallShortcut({
    proxies: proxies.mounted,
    answeredBySite,
    knownHost,
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    logger,
    metrics,
  });
  const serve = siteServer({ shortcuts: [pages, platformCalls], app, hub: proxies.hub, knownHost, origins });

  // Brands reloaded (development, the studio's preview): pages and content built from the old ones go.
  brands.onReload(() => {
    cached.dropAll();
    void pages.warmFonts(brands.registry().brands);
  });
  void pages.warmFonts(brands.registry().brands);

  return {
    app,
    /** Serves the site on `server` (see siteServer). */
    serve,
    /** Purges published pages from the CDN by their tags (`purge(change)`); absent without CDN_PURGE_URL. */
    cdn: published.cdn,
    /** The site's measurements: the page cache and login limits count there too. */
    metrics,
    /** Adds a readiness check (e.g. the shared store): /readyz answers 503 naming it while it is not ready. */
    addReadinessCheck: traffic.readiness.add,
    /** The instance is stopping: readiness says so, so the load balancer sends its traffic elsewhere. */
    stopAcceptingTraffic: traffic.stopAcceptingTraffic,
    isAcceptingTraffic: traffic.isAcceptingTraffic,
    close: async () => {
      upstreamCache.close();
      helperApi.close();
      pages.close();
      await published.close();
      await redis?.close();
    },
  };
}

/** What several parts share: one Redis connection per process, the content service behind one cache, each request's visitor. */
function sharedParts({
  config,
  logger,
  metrics,
  ipCountry,
}: Pick<AppOptions, 'config' | 'logger' | 'ipCountry'> & { metrics: Metrics }) {
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;
  const sharedStore = redis && ((prefix: string) => redisRateLimitStore(redis.client, prefix));
  const upstreamCache = createBoundedCache<UpstreamAnswer>(CACHE_POLICY);
  const content = createCachedUpstream({
    baseUrl: config.upstreams.content,
    timeoutMs: config.proxyTimeoutMs,
    cache: upstreamCache,
    service: 'content',
    metrics,
  });
  const visitor = createRequestVisitor({
    ipCountry,
    countryHeader: config.geoCountryHeader,
    deviceHeader: config.deviceHeader,
    // The sandbox offers the pseudo-locale for checking layouts; production never does.
    pseudoLocale: config.sandboxUrl !== undefined,
  });
  return { redis, sharedStore, upstreamCache, content, visitor };
}

/** The pages and the content answers this instance keeps, dropped together. */
function bothCaches(
  pages: { drop: (stale: (key: string) => boolean) => void; clear: () => void },
  upstreamCache: { deleteWhere: (stale: (key: string) => boolean) => void; clear: () => void },
) {
  return {
    dropWhere: (stale: (key: string) => boolean) => {
      pages.drop(stale);
      upstreamCache.deleteWhere(stale);
    },
    dropAll: () => {
      upstreamCache.clear();
      pages.clear();
    },
  };
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves the site on `server`: each request tries the shortcuts (a stored public page, a plain
 * platform call) then the app; WebSocket upgrades go to the hub; requests Node cannot parse are
 * answered as JSON. A client that half-closes once its request is sent still gets the answer: Node
 * would otherwise end the connection at once (`httpAllowHalfOpen`, off by default).
 */
function siteServer({
  shortcuts,
  app,
  hub,
  knownHost,
  origins,
}: {
  shortcuts: { serve: (req: IncomingMessage, res: ServerResponse) => boolean }[];
  app: RequestListener;
  hub: PlatformProxy | undefined;
  knownHost: (host: string | undefined) => boolean;
  origins: FrameOrigins;
}) {
  const handleRequest: RequestListener = (req, res) => {
    for (const shortcut of shortcuts) if (shortcut.serve(req, res)) return;
    app(req, res);
  };
  return <S extends Server>(
    server: S,
    { intercept }: { intercept?: (req: IncomingMessage, res: ServerResponse) => boolean } = {},
  ): S => {
    // A host in front of the site (the brand studio's preview) may answer some requests itself first.
    server.on('request', intercept ? (req, res) => void (intercept(req, res) || handleRequest(req, res)) : handleRequest);
    server.on('upgrade', hubUpgrades({ hub, knownHost }));
    server.on('clientError', answerClientErrors(fixedSecurityHeaders(origins)));
    (server as S & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
    return server;
  };
}

/** Answers 404 as JSON, never Express's HTML. */
const notFound =
  (message: string): RequestHandler =>
  (_req, res) =>
    void res.status(404).json({ code: 404, message });

/** An Express app made of `parts`, in the order given. */
function expressApp(trustProxy: AppConfig['trustProxy'], parts: (RequestHandler | ErrorRequestHandler)[]) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  for (const part of parts) app.use(part);
  return app;
}
