import type { Logger } from '../logging/logger.ts';
import type { SharedRedis } from '../shared-state/index.ts';
import type { PublishedChange } from './published-change.ts';

/** The one Redis channel every instance hears published changes on. */
export const INVALIDATION_CHANNEL = 'croupier:content-published';

export interface InvalidationBus {
  /**
   * Sends changes to every instance, this one included; with no Redis, or Redis down, applies them
   * here only (the others fall back to their TTLs). Never throws.
   */
  publish(changes: PublishedChange[]): Promise<'shared' | 'local'>;
  close(): Promise<void>;
}

export interface InvalidationBusOptions {
  /** The process's shared connection; absent, every change stays on this instance. */
  redis?: SharedRedis;
  logger: Logger;
  /** Drops what one change makes stale, on this instance. */
  apply: (change: PublishedChange) => void;
  /**
   * After this instance dropped what a change touched, for good: a change heard on the channel, or
   * one kept here because Redis is absent or down. The CDN purge goes here: each instance purges once
   * its own pages are gone, so the edge can never refetch a stale page from an instance still applying it.
   */
  settled?: (change: PublishedChange) => void;
  /**
   * This instance heard nothing while Redis was away and may have missed changes: drop everything
   * a change could have hit. Called when the subscription is back after a lost connection.
   */
  resync: () => void;
}

const isChange = (value: unknown): value is PublishedChange => {
  const change = value as PublishedChange;
  return (
    typeof change?.brand === 'string' &&
    [change.marketIds, change.paths].every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string')) &&
    Array.isArray(change.nodeIds) &&
    change.nodeIds.every(Number.isInteger)
  );
};

/**
 * Published changes over Redis pub/sub. Subscribing needs a connection of its own (a subscribed
 * connection runs no other command); it reconnects with the shared one's policy and subscribes again
 * each time it is ready, so invalidation resumes by itself when Redis returns.
 */
export function createInvalidationBus({
  redis,
  logger,
  apply,
  settled = () => undefined,
  resync,
}: InvalidationBusOptions): InvalidationBus {
  const applyAll = (changes: PublishedChange[]) => {
    for (const change of changes) apply(change);
  };
  const settleAll = (changes: PublishedChange[]) => {
    for (const change of changes) {
      apply(change);
      settled(change);
    }
  };
  if (!redis) return { publish: async (changes) => (settleAll(changes), 'local'), close: async () => {} };

  const subscriber = redis.client.duplicate({ autoResubscribe: false, lazyConnect: false });
  let outageLogged = false;
  let subscribedBefore = false;
  subscriber.on('error', () => {});
  subscriber.on('ready', () => {
    subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => {
        if (subscribedBefore) {
          resync();
          logger.info({ channel: INVALIDATION_CHANNEL }, 'published changes heard again; caches dropped for what was missed');
        }
        subscribedBefore = true;
        outageLogged = false;
      },
      (error: unknown) => logger.warn({ err: String(error) }, 'could not subscribe to published changes; retrying on reconnect'),
    );
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    try {
      const changes: unknown = JSON.parse(message);
      if (Array.isArray(changes) && changes.every(isChange)) return settleAll(changes);
    } catch {
      // reported below
    }
    logger.warn({ channel }, 'a published-change message was not a list of changes; ignored');
  });

  return {
    async publish(changes) {
      // Here at once, before anyone is told (a CDN purge must not refetch the old page from this instance);
      // this instance hears its own message too, and dropping twice costs nothing.
      applyAll(changes);
      try {
        await redis.client.publish(INVALIDATION_CHANNEL, JSON.stringify(changes));
        return 'shared';
      } catch (error) {
        for (const change of changes) settled(change);
        if (!outageLogged) {
          outageLogged = true;
          logger.error(
            { err: String(error) },
            'redis unreachable: published changes apply on this instance only; the others keep theirs until their TTLs',
          );
        }
        return 'local';
      }
    },
    close: async () => void subscriber.disconnect(),
  };
}
