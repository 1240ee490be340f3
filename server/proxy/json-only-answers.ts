import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib';
import type { Logger } from '../logging/logger.ts';

/** How much of an upstream's non-JSON body the log keeps: enough to know the error page, never a whole document. */
export const LOGGED_BODY_CHARS = 500;
/** How much of an untyped upstream body is read to see whether it is JSON after all; past it, it is not passed on. */
export const MAX_UNTYPED_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Whether an upstream answer goes to the browser as it is, streamed: JSON (`application/json`,
 * `application/problem+json`), or an answer without a body (204, 304, HEAD). Anything else is read
 * and replaced.
 */
export function passesAsItIs(status: number, contentType: string | undefined, method: string | undefined): boolean {
  if (status === 204 || status === 304 || method === 'HEAD') return true;
  return contentType !== undefined && JSON_TYPE.test(contentType);
}

/** The site's JSON error for an upstream answer that was not JSON: the upstream's error status, else 502. */
export function replacementFor(service: string, upstreamStatus: number, requestId: string | undefined) {
  const status = upstreamStatus >= 400 && upstreamStatus <= 599 ? upstreamStatus : 502;
  const message =
    status < 500
      ? `The ${service} service refused the request: ${STATUS_CODES[status] ?? 'client error'}`
      : `The ${service} service did not give a usable answer`;
  return { status, body: { code: status, message, ...(requestId ? { requestId } : {}) } };
}

/** The start of a body as text for the log, decoded when the upstream compressed it. */
export function bodyForLog(bytes: Buffer, encoding: string | undefined): string {
  const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: LOGGED_BODY_CHARS * 4 };
  try {
    const text =
      encoding === 'gzip'
        ? gunzipSync(bytes, options)
        : encoding === 'deflate'
          ? inflateSync(bytes, options)
          : encoding === 'br'
            ? brotliDecompressSync(bytes, { maxOutputLength: LOGGED_BODY_CHARS * 4 })
            : bytes;
    return text.toString('utf8').slice(0, LOGGED_BODY_CHARS);
  } catch {
    return `[${bytes.length} bytes, ${encoding} encoded]`;
  }
}

/** Whether a body in an identity encoding is JSON, as an upstream that forgot its Content-Type may send. */
const parsesAsJson = (bytes: Buffer) => {
  try {
    JSON.parse(bytes.toString('utf8'));
    return bytes.length > 0;
  } catch {
    return false;
  }
};

/**
 * Called from the proxy's `proxyRes` event for an answer that does not pass as it is. The upstream's
 * headers are cleared (http-proxy copies them next), and its body, which http-proxy pipes to the
 * browser right after the event, is read here instead: the browser gets the site's JSON error (or
 * the body itself, when an untyped body is JSON after all); the log gets the start of the body.
 */
export function replaceNonJsonAnswer(
  { service, logger }: { service: string; logger: Logger },
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const upstreamStatus = proxyRes.statusCode ?? 502;
  const { headers } = proxyRes;
  const contentType = headers['content-type'];
  const encoding = headers['content-encoding'];
  for (const name of Object.keys(headers)) {
    if (name !== 'cache-control' && name !== 'connection') headers[name] = undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let answered = false;
  const answer = () => {
    answered = true;
    const bytes = Buffer.concat(chunks);
    const untypedJson =
      contentType === undefined && encoding === undefined && size <= MAX_UNTYPED_BODY_BYTES && parsesAsJson(bytes);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (untypedJson) {
      res.statusCode = upstreamStatus;
      res.statusMessage = STATUS_CODES[upstreamStatus] ?? '';
      return void res.end(bytes);
    }
    const requestId = [req.headers['x-request-id']].flat()[0];
    const { status, body } = replacementFor(service, upstreamStatus, requestId);
    logger.warn(
      { service, status: upstreamStatus, contentType, requestId, body: bodyForLog(bytes, encoding) },
      'upstream answered without JSON: the site answered its own JSON error',
    );
    res.statusCode = status;
    res.statusMessage = STATUS_CODES[status] ?? '';
    res.end(JSON.stringify(body));
  };
  // http-proxy pipes the upstream's body to the browser once this event returns: this answer's body is read here instead.
  proxyRes.pipe = <T extends NodeJS.WritableStream>(destination: T) => {
    const keep = contentType === undefined && encoding === undefined ? MAX_UNTYPED_BODY_BYTES + 1 : LOGGED_BODY_CHARS * 8;
    proxyRes.on('data', (chunk: Buffer) => {
      if (size < keep) chunks.push(chunk);
      size += chunk.length;
    });
    proxyRes.on('end', answer);
    // An upstream that breaks off mid-body still gets the visitor an answer.
    proxyRes.on('close', () => {
      if (!answered && !res.writableEnded && !res.destroyed) answer();
    });
    return destination;
  };
}
