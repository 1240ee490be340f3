import type { SharedRedis } from '../shared-state/index.ts';

/**
 * Webhook ids already accepted, kept for as long as their signature is valid (after that the
 * timestamp refuses them anyway). In Redis when there is one, so a replay sent to another instance
 * behind the load balancer is refused too; in this process's memory besides, so a Redis outage
 * still refuses replays here.
 */
export interface ReplayGuard {
  /** Records `id`; false when it was seen before. */
  firstSighting(id: string): Promise<boolean>;
}

const KEY_PREFIX = 'content-hooks:seen:';

export function createReplayGuard({
  redis,
  keepS,
  now = Date.now,
}: {
  redis?: SharedRedis;
  keepS: number;
  now?: () => number;
}): ReplayGuard {
  const seen = new Map<string, number>();
  const forgetExpired = () => {
    for (const [id, until] of seen) if (until <= now()) seen.delete(id);
  };
  return {
    async firstSighting(id) {
      forgetExpired();
      if (seen.has(id)) return false;
      seen.set(id, now() + keepS * 1000);
      if (!redis) return true;
      try {
        return (await redis.client.set(`${KEY_PREFIX}${id}`, '1', 'EX', keepS, 'NX')) === 'OK';
      } catch {
        return true;
      }
    },
  };
}
