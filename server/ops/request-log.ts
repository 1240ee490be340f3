import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { redactUrl, type Logger } from '../logging/logger.ts';
import { routeGroupOf, upstreamOf } from './route-group.ts';

/** An incoming X-Request-Id is kept only when it cannot smuggle anything into a log or a header. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request's id: a sane incoming X-Request-Id (the edge's), else a new one. */
export const requestIdOf = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Gives a request its id (`requestIdOf`), returns it in X-Request-Id, and puts it in the request's
 * own headers, which the proxies forward: this is how the platform sees the same id. One definition
 * for `requestLog` and for requests answered without Express.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const requestId = requestIdOf(req.headers['x-request-id']);
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  return requestId;
}

/** Polled every few seconds by load balancers and Prometheus: at info they would drown the players' requests. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/** W3C trace context: version, trace id, parent span id, flags (the browser's telemetry sends it). */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The trace id of a request's `traceparent`, when it has a well-formed one; the header goes on to the platform as it is. */
export const traceIdOf = (traceparent: string | string[] | undefined): string | undefined =>
  typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim())?.[1] : undefined;

/** A request answered without Express (a stored page, a proxied platform call), as `requestLog` would log it. */
export interface AnsweredRequest {
  requestId: string;
  method: string;
  url: string;
  route: string;
  status: number;
  durationMs: number;
  upstream?: string;
  /** The visitor went away before the answer was complete. */
  aborted?: boolean;
  traceId?: string;
}

/**
 * The logger of request lines. Every field of a request line is set from a value that cannot hold a
 * secret (the URL's secret parameters are redacted first, nothing of the visitor's headers or body is
 * logged), so these lines skip the logger's by-key redaction, which cost more than the rest of the line
 * (its wildcard paths were walked on every line: ~30 µs of site CPU per request under load). Handlers
 * log through the redacting logger, never through the `req.log` pino-http attaches.
 */
const requestLines = (logger: Logger) => logger.child({}, { redact: [] });

/** The line `requestLog` writes for a request, for requests answered before Express sees them. */
export function answeredRequestLog(logger: Logger): (request: AnsweredRequest) => void {
  const lines = requestLines(logger);
  return ({ requestId, method, url, route, status, durationMs, upstream, aborted, traceId }) => {
    const failed = status >= 500;
    const message = failed ? 'request failed' : aborted ? 'request aborted' : 'request';
    // Fields left undefined are left out of the line.
    lines[failed ? 'warn' : 'info'](
      { requestId, req: { method, url: redactUrl(url) }, route, status, durationMs, upstream, traceId },
      message,
    );
  };
}

/** The one line a request ends with: nothing of the visitor (IP, cookies, headers, body), only what was asked and how it went. */
function requestLine(req: Request, res: Response, durationMs: unknown) {
  const upstream = upstreamOf(res);
  const traceId = traceIdOf(req.headers.traceparent);
  return {
    route: routeGroupOf(req, res),
    status: res.statusCode,
    durationMs,
    ...(upstream ? { upstream } : {}),
    ...(traceId ? { traceId } : {}),
  };
}

/**
 * Gives every request an id (kept from a sane X-Request-Id, else a new UUID), returns it in
 * X-Request-Id, passes it on to the platform, and logs one JSON line when the request ends:
 * info, warn for a 5xx, debug for the health and metrics polls.
 */
export function requestLog({ logger }: { logger: Logger }): RequestHandler {
  const log = pinoHttp<Request, Response>({
    logger: requestLines(logger),
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId(req, res) {
      const requestId = assignRequestId(req, res);
      res.locals.requestId = requestId;
      return requestId;
    },
    wrapSerializers: false,
    serializers: { req: (req: Request) => ({ method: req.method, url: redactUrl(req.originalUrl) }) },
    customLogLevel(req, res, error) {
      if (QUIET_ROUTES.has(routeGroupOf(req, res))) return 'debug';
      return error || res.statusCode >= 500 ? 'warn' : 'info';
    },
    customSuccessMessage: (_req, res) => (res.writableEnded ? 'request' : 'request aborted'),
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, { durationMs }) => requestLine(req, res, durationMs),
    customErrorObject: (req, res, _error, { durationMs }) => requestLine(req, res, durationMs),
  });
  return (req, res, next) => log(req, res, next);
}
