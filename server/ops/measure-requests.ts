import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.ts';
import { routeGroupOf } from './route-group.ts';

/** Times every request into the metrics, by method, route group and status. */
export function measureRequests(metrics: Pick<Metrics, 'request'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // `close` comes after `finish`, and also when the visitor goes away before the answer is sent.
    res.once('close', () => {
      metrics.request(req.method, routeGroupOf(req, res), res.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };
}
