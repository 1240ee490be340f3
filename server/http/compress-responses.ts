import compression from 'compression';
import type { ServerResponse } from 'node:http';
import type { Handler } from 'express';

/** A server-sent event stream must reach the browser message by message, never held in a compressor's buffer. */
const STREAMED = /^text\/event-stream/;

/**
 * A strong ETag names these exact bytes (a cached page, sent as stored): encoding them again would
 * send other bytes under the same tag. Express's own ETags are weak.
 */
const hasStrongEtag = (res: ServerResponse) => /^"/.test(String(res.getHeader('ETag') ?? ''));

/**
 * Brotli or gzip for text answers (pages, JSON, SVG) of 1 KB or more. Answers that arrive encoded
 * (a platform that compresses, the built assets) pass as they are; event streams are never compressed.
 */
export function compressResponses(): Handler {
  return compression({
    threshold: 1024,
    filter: (req, res) =>
      !STREAMED.test(String(res.getHeader('Content-Type') ?? '')) && !hasStrongEtag(res) && compression.filter(req, res),
  });
}
