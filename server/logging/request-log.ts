import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from './logger.ts';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Gives every request an id (kept from X-Request-Id when sane), returns it, and logs one line when it ends. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        url: redactUrl(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        host: req.hostname,
      };
      if (res.statusCode >= 500) logger.warn(line, 'request failed');
      else logger.info(line, 'request');
    });
    next();
  };
}
