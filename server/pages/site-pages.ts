import type { Request, Response } from 'express';
import { componentPropsSchemas } from '../../schemas/index.ts';
import { brandOf } from '../brands/brand-by-host.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { readClientAssets } from './client-assets.ts';
import { createFaviconLinks } from './favicon-links.ts';
import { createPageDataLoader } from './page-data-loader.ts';
import { createPageRoutes } from './page-routes.ts';

export interface SitePagesOptions {
  config: Pick<
    ServerConfig,
    | 'brandsDir'
    | 'clientDir'
    | 'nodeModulesDir'
    | 'upstreams'
    | 'telemetryUrl'
    | 'deviceProfiling'
    | 'geoCountryHeader'
    | 'deviceHeader'
  >;
  /** The content service, through the site's cache. */
  content: CachedUpstream;
  visitor: (req: Request, res: Response) => RequestVisitor;
  logger: Logger;
  metrics: Metrics;
}

/** The site's pages: their data from the content service, rendered, cached, and the files they need. */
export function createSitePages({ config, content, visitor, logger, metrics }: SitePagesOptions) {
  const assets = readClientAssets(config.clientDir);
  const favicons = createFaviconLinks(config.brandsDir);
  const loadPageData = createPageDataLoader({
    content,
    assets: () => assets,
    platform: {
      cashierUrl: config.upstreams.cashier,
      portalUrl: config.upstreams.portal,
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
  });
  return createPageRoutes({
    brandsDir: config.brandsDir,
    clientDir: config.clientDir,
    nodeModulesDir: config.nodeModulesDir,
    loadPageData,
    brandOf,
    visitor,
    logger,
    geoCountryHeader: config.geoCountryHeader,
    deviceHeader: config.deviceHeader,
    countPageCache: metrics.pageCache,
    shortcutMetrics: metrics,
  });
}
