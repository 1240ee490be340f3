import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type Request, type Response } from 'express';
import { brandByHost, brandForHost, brandOf } from './brands/brand-by-host.ts';
import type { BrandStore } from './brands/brand-store.ts';
import { createBoundedCache, CACHE_POLICY } from './cache/bounded-cache.ts';
import { createCachedUpstream, type UpstreamAnswer } from './cache/cached-upstream.ts';
import type { ServerConfig, UpstreamService } from './config.ts';
import { createCdnPurger } from './cdn/index.ts';
import { createCampaignRoutes } from './helper-api/campaign-routes.ts';
import { createContentRoutes } from './helper-api/content-routes.ts';
import { createGeoRoutes } from './helper-api/geo-routes.ts';
import { createRememberUsernameRoute } from './helper-api/remember-username.ts';
import { answerClientErrors, answerErrors } from './http/answer-errors.ts';
import { compressResponses } from './http/compress-responses.ts';
import { createImageRoutes, imageOrigins } from './images/index.ts';
import type { Logger } from './logging/logger.ts';
import { componentPropsSchemas } from '../schemas/index.ts';
import {
  brandsLoaded,
  buildPresent,
  createMetrics,
  createOpsRoutes,
  createReadiness,
  measureRequests,
  notStopping,
  requestLog,
  type Metrics,
  type ReadinessCheck,
} from './ops/index.ts';
import { createPlatformCallShortcut, type MountedProxy } from './proxy/platform-call-shortcut.ts';
import { createPlatformProxy } from './proxy/platform-proxy.ts';
import { createPromotionsWithinRules, PROMOTION_LISTS } from './proxy/promotions-within-rules.ts';
import { loginLimits } from './security/login-limits.ts';
import { isCraftedPath, rejectCraftedPaths } from './security/reject-crafted-paths.ts';
import { fixedSecurityHeaders, securityHeaders, type FrameOrigins } from './security/security-headers.ts';
import type { TrustProxy } from './security/strict-transport-security.ts';
import { createRedis, redisRateLimitStore } from './shared-state/index.ts';
import {
  createContentPublishedRoute,
  createInvalidationBus,
  createReplayGuard,
  cacheKeyHit,
  WEBHOOK_TOLERANCE_S,
} from './invalidation/index.ts';
import { visitorOf, type IpCountryLookup, type RequestVisitor } from './visitor/index.ts';
import { readClientAssets } from './pages/client-assets.ts';
import { createPageDataLoader } from './pages/page-data-loader.ts';
import { createPageRoutes } from './pages/page-routes.ts';
import { createFaviconLinks } from './pages/favicon-links.ts';

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
  /** Each change the CMS's publish webhook brought to this instance, once applied (not on the instances that only heard it). */
}

/** Proxied services: where the browser calls them, and whether WebSockets pass too. */
const PROXIED: { service: UpstreamService; mountPath: string; ws?: boolean; hostedPages?: string[] }[] = [
  // The registration hand-off is the platform's own page, opened through the site (SPEC §2).
  { service: 'accounts', mountPath: '/api/accounts', hostedPages: ['/registration'] },
  { service: 'games', mountPath: '/api/games' },
  { service: 'promotions', mountPath: '/api/promotions' },
  { service: 'broker', mountPath: '/api/broker', ws: true },
];

/**
 * Calls under a proxied mount that the site answers itself: the login (its limits), the cached game
 * search, and the promotions lists (kept within the visitor's market's rulebook).
 */
const ANSWERED_BY_SITE: { methods: string[]; path: RegExp }[] = [
  { methods: ['POST'], path: /^\/api\/accounts\/login\/?$/i },
  { methods: ['GET', 'HEAD'], path: /^\/api\/games\/[^/]+\/search\/?$/i },
  { methods: ['POST'], path: PROMOTION_LISTS },
];
const answeredBySite = (method: string, path: string) =>
  ANSWERED_BY_SITE.some((route) => route.methods.includes(method) && route.path.test(path));

/** The Express app: helper API, cached content, platform proxies, and the security around them. */
export async function createApp({
  config,
  brands,
  logger,
  ipCountry,
  metrics = createMetrics(),
  readinessChecks = {},
}: AppOptions) {
  const { upstreams, sandboxUrl } = config;
  // Published pages leave the CDN too, when there is one to tell (CDN_PURGE_URL).
  const cdn = config.cdnPurge ? createCdnPurger({ ...config.cdnPurge, logger, metrics }) : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const cache = createBoundedCache<UpstreamAnswer>(CACHE_POLICY);
  const content = createCachedUpstream({
    baseUrl: upstreams.content,
    timeoutMs: config.proxyTimeoutMs,
    cache,
    service: 'content',
    metrics,
  });
  const visitor = (req: Request, res: Response): RequestVisitor =>
    (res.locals.visitor ??= visitorOf(req, brandOf(res), {
      ipCountry,
      countryHeader: config.geoCountryHeader,
      deviceHeader: config.deviceHeader,
      // The sandbox offers the pseudo-locale for checking layouts; production never does.
      pseudoLocale: config.sandboxUrl !== undefined,
    }));

  // One Redis connection per process: login limits and published changes are shared across every instance there.
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : undefined;
  const sharedStore = redis && ((prefix: string) => redisRateLimitStore(redis.client, prefix));
  const assets = readClientAssets(config.clientDir);
  const favicons = createFaviconLinks(config.brandsDir);
  const pages = createPageRoutes({
    brandsDir: config.brandsDir,
    clientDir: config.clientDir,
    nodeModulesDir: config.nodeModulesDir,
    loadPageData: createPageDataLoader({
      content,
      assets: () => assets,
      platform: {
        cashierUrl: upstreams.cashier,
        portalUrl: upstreams.portal,
        telemetryUrl: config.telemetryUrl ?? null,
        deviceProfiling: config.deviceProfiling ?? null,
      },
      brandOf,
      visitor,
      faviconOf: favicons.hrefOf,
      rejectRecord: (record) => {
        logger.error({ pageRecord: record }, 'page record left out: it breaks its component schema');
        // Labels stay bounded: a component the catalogue does not know is counted as `unknown`.
        metrics.pageRecordRejected(record.brand, Object.hasOwn(componentPropsSchemas, record.alias) ? record.alias : 'unknown');
      },
      rejectPage: (page) => logger.error({ contentPage: page }, 'page shown as the 500 page: its record list cannot be read'),
    }),
    brandOf,
    visitor,
    logger,
    geoCountryHeader: config.geoCountryHeader,
    deviceHeader: config.deviceHeader,
    countPageCache: metrics.pageCache,
    shortcutMetrics: metrics,
  });
  // Brands reloaded (development, the studio's preview): pages and content built from the old ones go.
  brands.onReload(() => {
    cache.clear();
    pages.clear();
    void pages.warmFonts(brands.registry().brands);
  });
  // Published changes: every instance drops what one touches.
  const bus = createInvalidationBus({
    redis,
    logger,
    apply: (change) => {
      pages.drop((key) => cacheKeyHit(change, key));
      cache.deleteWhere((key) => cacheKeyHit(change, key));
    },
    // Every instance purges the edge once its own pages are gone: whichever one the edge refetches from is fresh.
    settled: (change) => cdn?.purge(change),
    resync: () => {
      cache.clear();
      pages.clear();
    },
  });

  let accepting = true;
  const readiness = createReadiness({
    checks: {
      brands: brandsLoaded(() => brands.registry().brands.length),
      build: buildPresent(config.clientDir),
      shutdown: notStopping(() => accepting),
      ...readinessChecks,
    },
  });
  if (redis) readiness.add('redis', redis.status);

  const origins: FrameOrigins = {
    frames: [upstreams.games, upstreams.cashier, upstreams.portal],
    images: [upstreams.games],
    // The telemetry collector, exactly: browsers post Faro's batches there.
    connect: [
      ...(config.telemetryUrl ? [config.telemetryUrl] : []),
      ...(config.deviceProfiling ? [config.deviceProfiling.url] : []),
    ],
    // The device-profiling provider's tag, on every page (the registration, deposit and withdrawal windows open on any).
    scripts: config.deviceProfiling ? [config.deviceProfiling.url] : [],
  };
  app.use(requestLog({ logger }));
  app.use(measureRequests(metrics));
  // Before anything answers: a refused path, an unknown host or a health check carries them as a page does.
  app.use(securityHeaders(origins));
  app.use(rejectCraftedPaths);
  app.use(createOpsRoutes({ metrics, readiness, metricsToken: config.metricsToken, brandsReloaded: () => brands.reloads() }));

  // The CMS calls an instance by its own address, not a brand's: answered before the brand is chosen by host.
  if (config.contentWebhookSecret)
    app.use(
      createContentPublishedRoute({
        secret: config.contentWebhookSecret,
        brands: () => brands.registry().brands,
        bus,
        replays: createReplayGuard({ redis, keepS: 2 * WEBHOOK_TOLERANCE_S }),
        logger,
        limitStore: sharedStore?.('content-hooks:'),
      }),
    );
  app.use(compressResponses());
  app.use(brandByHost(brands, config.defaultBrand));

  app.use(createGeoRoutes({ visitor }));
  app.use(createRememberUsernameRoute(config.rememberUsernameSecret));
  app.use(createCampaignRoutes({ promotionsUrl: upstreams.promotions, timeoutMs: config.proxyTimeoutMs, logger, metrics }));
  app.use(createContentRoutes({ content, brandOf, visitor }));
  const images = createImageRoutes({
    brandsDir: config.brandsDir,
    brandOf,
    origins: imageOrigins([upstreams.games, upstreams.content, upstreams.promotions], config.imageOrigins),
    timeoutMs: config.proxyTimeoutMs,
  });
  app.use(images.routes);

  app.post(
    '/api/accounts/login',
    ...loginLimits({
      logger,
      sharedStore,
      languageOf: (req, res) => visitor(req, res).market.language,
      onStoreError: metrics.loginLimitStoreError,
      onRejected: metrics.loginLimitRejected,
      onDelayed: metrics.loginLimitDelayed,
    }),
  );
  // A platform offer that breaks the visitor's market's rulebook never reaches the page (issue 64).
  const withinRules = createPromotionsWithinRules({ logger, metrics, now: Date.now });
  const promotionListsWithinRules = (req: IncomingMessage, res: ServerResponse) => {
    const { originalUrl = req.url ?? '' } = req as Request;
    if (!PROMOTION_LISTS.test(originalUrl.split('?')[0]!)) return undefined;
    const { rulebook } = visitor(req as Request, res as Response).market;
    return rulebook ? withinRules(brandOf(res as Response).name, rulebook) : undefined;
  };
  const mount = (service: string, target: string, mountPath: string, ws?: boolean, hostedPages?: string[]): MountedProxy => ({
    service,
    mountPath,
    proxy: createPlatformProxy({
      service,
      target,
      mountPath,
      timeoutMs: config.proxyTimeoutMs,
      logger,
      metrics,
      ws,
      hostedPages,
      rewriteAnswer: service === 'promotions' ? promotionListsWithinRules : undefined,
    }),
  });
  const proxies = PROXIED.map(({ service, mountPath, ws, hostedPages }) =>
    mount(service, upstreams[service], mountPath, ws, hostedPages),
  );
  if (sandboxUrl) proxies.push(mount('sandbox', `${sandboxUrl}/sandbox`, '/sandbox'));
  for (const { proxy } of proxies) app.use(proxy);
  const platformCalls = createPlatformCallShortcut({
    proxies,
    answeredBySite,
    knownHost: (host) => brandForHost(brands, host, config.defaultBrand) !== undefined,
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    logger,
    metrics,
  });

  void pages.warmFonts(brands.registry().brands);
  app.use(pages.dataRoutes);
  app.use(['/api', '/sandbox'], (_req, res) => void res.status(404).json({ code: 404, message: 'No such API' }));
  app.use(pages.routes);
  // Pages answer GET only: anything else asked of a page path is not found, as JSON, never Express's HTML.
  app.use((_req, res) => void res.status(404).json({ code: 404, message: 'Not found' }));
  app.use(answerErrors(logger));

  const hubProxy = proxies.find((_proxy, index) => PROXIED[index]?.ws)?.proxy;
  /** WebSocket upgrades: only the broker hub, only on a known host. */
  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = req.url ?? '';
    const known = brandForHost(brands, req.headers.host, config.defaultBrand);
    if (!known || !hubProxy || !path.startsWith('/api/broker/') || isCraftedPath(path)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    hubProxy.upgrade(req as Request, socket as never, head);
  }

  /** The server's request listener: a stored public page or a platform call at once, everything else through the app. */
  const handleRequest = (req: IncomingMessage, res: ServerResponse) =>
    void (pages.serve(req, res) || platformCalls.serve(req, res) || app(req, res));

  return {
    app,
    /**
     * Serves the site on `server`: requests, WebSocket upgrades, and requests Node cannot parse
     * (answered as JSON). A client that half-closes once its request is sent still gets the answer:
     * Node would otherwise end the connection at once (`httpAllowHalfOpen`, off by default).
     */
    serve<S extends Server>(
      server: S,
      { intercept }: { intercept?: (req: IncomingMessage, res: ServerResponse) => boolean } = {},
    ): S {
      // A host in front of the site (the brand studio's preview) may answer some requests itself first.
      server.on('request', intercept ? (req, res) => void (intercept(req, res) || handleRequest(req, res)) : handleRequest);
      server.on('upgrade', handleUpgrade);
      server.on('clientError', answerClientErrors(fixedSecurityHeaders(origins)));
      (server as S & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
      return server;
    },
    /** Purges published pages from the CDN by their tags (`purge(change)`); absent without CDN_PURGE_URL. */
    cdn,
    /** The site's measurements: the page cache and login limits count there too. */
    metrics,
    /** Adds a readiness check (e.g. the shared store): /readyz answers 503 naming it while it is not ready. */
    addReadinessCheck: readiness.add,
    /** The instance is stopping: readiness says so, so the load balancer sends its traffic elsewhere. */
    stopAcceptingTraffic: () => void (accepting = false),
    isAcceptingTraffic: () => accepting,
    close: async () => {
      cache.close();
      images.close();
      pages.close();
      await bus.close();
      await redis?.close();
    },
  };
}
