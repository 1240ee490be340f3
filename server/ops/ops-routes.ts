import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export interface OpsRoutesOptions {
  metrics: Pick<Metrics, 'exposition'>;
  readiness: Pick<Readiness, 'run'>;
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string | undefined;
  /** How many times brands/ was read again since start: /readyz says it, so a tool that wrote brands/ knows when they are live. */
  brandsReloaded?: () => number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal digests, compared in constant time: neither the token's bytes nor its length leak through timing. */
function isBearer(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Answers about the instance itself are never kept by a CDN or a browser. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * /healthz (the process runs), /readyz (it may take traffic) and /metrics (Prometheus). Mounted
 * before the brand is picked: load balancers and scrapers call them by IP, with no brand's Host.
 */
export function createOpsRoutes({ metrics, readiness, metricsToken, brandsReloaded }: OpsRoutesOptions) {
  const routes = Router();

  routes.get('/healthz', noStore, (_req, res) => void res.json({ status: 'ok' }));

  routes.get('/readyz', noStore, async (_req, res) => {
    const { ready, checks } = await readiness.run();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks, brandsReloaded: brandsReloaded?.() });
  });

  routes.get('/metrics', noStore, async (req, res) => {
    if (metricsToken !== undefined && !isBearer(req.get('authorization'), metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).json({ code: 401, message: 'Metrics need Authorization: Bearer <token>' });
    }
    const exposition = await metrics.exposition().catch((error: unknown) => error as Error);
    if (exposition instanceof Error) return void res.status(503).json({ code: 503, message: exposition.message });
    res.type(exposition.contentType).send(exposition.body);
  });

  return routes;
}
