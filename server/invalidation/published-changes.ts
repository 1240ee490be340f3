import type { Store } from 'express-rate-limit';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { createCdnPurger } from '../cdn/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { SharedRedis } from '../shared-state/index.ts';
import { WEBHOOK_TOLERANCE_S } from '../../schemas/platform/content/webhook-signature.ts';
import { cacheKeyHit } from './cache-keys-hit.ts';
import { createContentPublishedRoute } from './content-published-route.ts';
import { createInvalidationBus } from './invalidation-bus.ts';
import { createReplayGuard } from './replay-guard.ts';

export interface PublishedChangesOptions {
  /** The CMS webhook's secret; absent, the site has no webhook and keeps pages for their TTL. */
  secret: string | undefined;
  brands: () => readonly LoadedBrand[];
  /** The process's shared connection: every instance hears each change. */
  redis: SharedRedis | undefined;
  /** The webhook's rate-limit counts, shared across instances; absent, this process's memory. */
  limitStore: Store | undefined;
  /** The CDN that published pages leave too, once this instance's are gone; absent without one to tell (CDN_PURGE_URL). */
  cdnPurge: ServerConfig['cdnPurge'];
  /** What this instance keeps that a change can make stale: drop the entries whose keys it hits, or everything. */
  cached: { dropWhere: (stale: (key: string) => boolean) => void; dropAll: () => void };
  logger: Logger;
  metrics: Metrics;
}

/**
 * Published changes: the CMS's webhook (answered before the brand is chosen by host: the CMS calls an
 * instance by its own address), the bus on which every instance drops what one change touches, and
 * the CDN purge that follows.
 */
export function createPublishedChanges(options: PublishedChangesOptions) {
  const { secret, brands, redis, limitStore, cdnPurge, cached, logger, metrics } = options;
  const cdn = cdnPurge ? createCdnPurger({ ...cdnPurge, logger, metrics }) : undefined;
  const bus = createInvalidationBus({
    redis,
    logger,
    apply: (change) => cached.dropWhere((key) => cacheKeyHit(change, key)),
    // Every instance purges the edge once its own pages are gone: whichever one the edge refetches from is fresh.
    settled: (change) => cdn?.purge(change),
    resync: cached.dropAll,
  });
  const webhook = secret
    ? createContentPublishedRoute({
        secret,
        brands,
        bus,
        replays: createReplayGuard({ redis, keepS: 2 * WEBHOOK_TOLERANCE_S }),
        logger,
        limitStore,
      })
    : undefined;
  return { webhook, cdn, close: () => bus.close() };
}
