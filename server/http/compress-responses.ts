import compression from 'compression';
import type { Handler } from 'express';

/** A server-sent event stream must reach the browser message by message, never held in a compressor's buffer. */
const STREAMED = /^text\/event-stream/;

/**
 * Brotli or gzip for text answers (pages, JSON, SVG) of 1 KB or more. Answers that arrive encoded
 * (a platform that compresses, the built assets) pass as they are; event streams are never compressed.
 */
export function compressResponses(): Handler {
  return compression({
    threshold: 1024,
    filter: (req, res) => !STREAMED.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
