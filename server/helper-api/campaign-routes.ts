import { Router } from 'express';
import type { Logger } from '../logging/logger.ts';
import { noteUpstream, type Metrics } from '../ops/index.ts';

const CAMPAIGN_ROUTES = [
  { path: '/api/campaigns/user-stats', upstream: '/campaigns/user-stats', what: 'user stats' },
  { path: '/api/campaigns', upstream: '/campaigns', what: 'campaigns' },
  { path: '/api/rewards', upstream: '/rewards', what: 'rewards' },
  { path: '/api/freespins', upstream: '/freespins', what: 'free spins' },
] as const;

const PROMOTIONS = 'promotions';

/** Only these query parameters reach the promotions service. */
const FORWARDED_QUERY = ['userToken', 'timestamp'];

/**
 * Campaigns, rewards, free spins and user stats, read from the promotions service for the player;
 * a failure answers `Failed to fetch <what>: <status>` (SPEC §8).
 */
export function createCampaignRoutes({
  promotionsUrl,
  timeoutMs,
  logger,
  metrics,
}: {
  promotionsUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** Each call to the promotions service is measured there. */
  metrics: Pick<Metrics, 'upstream'>;
}) {
  const routes = Router();
  for (const { path, upstream, what } of CAMPAIGN_ROUTES) {
    routes.get(path, async (req, res) => {
      // The player's own campaigns, rewards and stats: never kept by any cache.
      res.setHeader('Cache-Control', 'private, no-store');
      const query = new URLSearchParams();
      for (const name of FORWARDED_QUERY) if (typeof req.query[name] === 'string') query.set(name, req.query[name] as string);
      const authorization = req.get('authorization');
      noteUpstream(res, PROMOTIONS);
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      let status: number;
      try {
        const response = await fetch(`${promotionsUrl}${upstream}?${query}`, {
          headers: {
            accept: 'application/json',
            ...(authorization ? { authorization } : {}),
            'x-request-id': String(res.locals.requestId),
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        metrics.upstream(PROMOTIONS, seconds(), status);
        if (response.ok)
          return void res
            .status(200)
            .type('application/json')
            .send(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        metrics.upstream(PROMOTIONS, seconds(), timedOut ? 'timeout' : 'unreachable');
        status = timedOut ? 504 : 502;
      }
      logger.warn({ requestId: res.locals.requestId, what, status }, 'campaign fetch failed');
      res.status(status).json({ code: status, message: `Failed to fetch ${what}: ${status}` });
    });
  }
  return routes;
}
