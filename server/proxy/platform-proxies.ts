import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { brandOf } from '../brands/brand-by-host.ts';
import type { ServerConfig, UpstreamService } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import type { MountedProxy } from './platform-call-shortcut.ts';
import { createPlatformProxy, type PlatformProxy } from './platform-proxy.ts';
import { createPromotionsWithinRules, PROMOTION_LISTS } from './promotions-within-rules.ts';

/** A platform service the browser calls through the site. */
interface ProxiedRoute {
  service: string;
  /** Where the browser calls it. */
  mountPath: string;
  /** WebSockets pass too: the broker's hub. */
  ws?: boolean;
  /** The platform's own pages opened through the site. */
  hostedPages?: string[];
  /** Its promotions lists are kept within the visitor's market's rulebook. */
  listsWithinRules?: boolean;
}

/** The proxied services, one record each. */
const PROXIED: readonly (ProxiedRoute & { service: UpstreamService })[] = [
  // The registration hand-off is the platform's own page, opened through the site (SPEC §2).
  { service: 'accounts', mountPath: '/api/accounts', hostedPages: ['/registration'] },
  { service: 'games', mountPath: '/api/games' },
  // A platform offer that breaks the visitor's market's rulebook never reaches the page (issue 64).
  { service: 'promotions', mountPath: '/api/promotions', listsWithinRules: true },
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

/** Whether the site answers a call under a proxied mount itself: it takes the full way, never the shortcut. */
export const answeredBySite = (method: string, path: string) =>
  ANSWERED_BY_SITE.some((route) => route.methods.includes(method) && route.path.test(path));

export interface PlatformProxiesOptions {
  config: Pick<ServerConfig, 'upstreams' | 'sandboxUrl' | 'proxyTimeoutMs'>;
  visitor: (req: Request, res: Response) => RequestVisitor;
  logger: Logger;
  metrics: Metrics;
}

/**
 * A proxy per proxied service, and the sandbox's control endpoints when there is a sandbox; `hub` is
 * the one WebSockets pass through.
 */
export function createPlatformProxies({ config, visitor, logger, metrics }: PlatformProxiesOptions) {
  const withinRules = listsWithinVisitorRules({ visitor, logger, metrics });
  const routes: (ProxiedRoute & { target: string })[] = [
    ...PROXIED.map((route) => ({ ...route, target: config.upstreams[route.service] })),
    ...(config.sandboxUrl ? [{ service: 'sandbox', mountPath: '/sandbox', target: `${config.sandboxUrl}/sandbox` }] : []),
  ];
  const mounted: (MountedProxy & { ws?: boolean })[] = routes.map(({ listsWithinRules, ...route }) => ({
    service: route.service,
    mountPath: route.mountPath,
    ws: route.ws,
    proxy: createPlatformProxy({
      ...route,
      timeoutMs: config.proxyTimeoutMs,
      logger,
      metrics,
      rewriteAnswer: listsWithinRules ? withinRules : undefined,
    }),
  }));
  const hub: PlatformProxy | undefined = mounted.find(({ ws }) => ws)?.proxy;
  return { mounted, hub };
}

/** The promotions lists of an answer, kept within the rulebook of the visitor's market (none: the answer as it is). */
function listsWithinVisitorRules({ visitor, logger, metrics }: Omit<PlatformProxiesOptions, 'config'>) {
  const withinRules = createPromotionsWithinRules({ logger, metrics, now: Date.now });
  return (req: IncomingMessage, res: ServerResponse) => {
    const { originalUrl = req.url ?? '' } = req as Request;
    if (!PROMOTION_LISTS.test(originalUrl.split('?')[0]!)) return undefined;
    const { rulebook } = visitor(req as Request, res as Response).market;
    return rulebook ? withinRules(brandOf(res as Response).name, rulebook) : undefined;
  };
}
