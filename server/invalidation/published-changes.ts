import type { Store } from 'express-rate-limit';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { CdnPurger } from '../cdn/index.ts';
import type { Logger } from '../logging/logger.ts';
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
  /** Purges the edge once this instance's pages are gone; absent without a CDN to tell. */
  cdn: Pick<CdnPurger, 'purge'> | undefined;
  /** What this instance keeps that a change can make stale: drop the entries whose keys it hits, or everything. */
  cached: { dropWhere: (stale: (key: string) => boolean) => void; dropAll: () => void };
  logger: Logger;
}

/**
 * Published changes: the CMS's webhook (answered before the brand is chosen by host: the CMS calls an
 * instance by its own address) and the bus on which every instance drops what one change touches.
 */
export function createPublishedChanges({ secret, brands, redis, limitStore, cdn, cached, logger }: PublishedChangesOptions) {
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
  return { webhook, close: () => bus.close() };
}
