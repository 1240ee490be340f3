import { Router, type Request, type Response } from 'express';
import { brandOf } from '../brands/brand-by-host.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import type { ServerConfig } from '../config.ts';
import { createImageRoutes, imageOrigins } from '../images/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { createCampaignRoutes } from './campaign-routes.ts';
import { createContentRoutes } from './content-routes.ts';
import { createGeoRoutes } from './geo-routes.ts';
import { createRememberUsernameRoute } from './remember-username.ts';

export interface HelperApiOptions {
  config: Pick<ServerConfig, 'rememberUsernameSecret' | 'upstreams' | 'proxyTimeoutMs' | 'brandsDir' | 'imageOrigins'>;
  /** The content service, through the site's cache. */
  content: CachedUpstream;
  visitor: (req: Request, res: Response) => RequestVisitor;
  logger: Logger;
  metrics: Metrics;
}

/** The site's own API (SPEC §7 Local helper API): geo, remember-username, campaigns, content and images. */
export function createHelperApi({ config, content, visitor, logger, metrics }: HelperApiOptions) {
  const { upstreams, proxyTimeoutMs: timeoutMs } = config;
  const images = createImageRoutes({
    brandsDir: config.brandsDir,
    brandOf,
    origins: imageOrigins([upstreams.games, upstreams.content, upstreams.promotions], config.imageOrigins),
    timeoutMs,
  });
  const routes = Router().use(
    createGeoRoutes({ visitor }),
    createRememberUsernameRoute(config.rememberUsernameSecret),
    createCampaignRoutes({ promotionsUrl: upstreams.promotions, timeoutMs, logger, metrics }),
    createContentRoutes({ content, brandOf, visitor }),
    images.routes,
  );
  return { routes, close: images.close };
}
