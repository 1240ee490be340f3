import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** How much of an upstream answer the site reads to rewrite it; a larger one passes as it came. */
export const MAX_REWRITTEN_BODY_BYTES = 4 * 1024 * 1024;

/** An answer's body as sent, undone of its content encoding. */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * Called from the proxy's `proxyRes` event for a JSON answer the site changes before the browser sees
 * it (a promotions list kept within the visitor's rulebook). Its body, which http-proxy pipes to the
 * browser right after the event, is read here instead, parsed and rewritten, and sent as JSON without
 * a content encoding (the site's compression applies as to any answer). A body that cannot be read as
 * JSON, or is too large, goes to the browser as it came.
 */
export function rewriteJsonAnswer(proxyRes: IncomingMessage, res: ServerResponse, rewrite: (body: unknown) => unknown) {
  const encoding = proxyRes.headers['content-encoding'];
  const chunks: Buffer[] = [];
  let size = 0;
  let answered = false;
  const answer = () => {
    if (answered || res.writableEnded || res.destroyed) return;
    answered = true;
    const bytes = Buffer.concat(chunks);
    let body: string | undefined;
    try {
      if (size <= MAX_REWRITTEN_BODY_BYTES) body = JSON.stringify(rewrite(JSON.parse(decoded(bytes, encoding).toString('utf8'))));
    } catch {
      body = undefined;
    }
    if (body === undefined) return void res.end(bytes);
    res.removeHeader('content-encoding');
    res.removeHeader('content-length');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(body);
  };
  proxyRes.pipe = <T extends NodeJS.WritableStream>(destination: T) => {
    proxyRes.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REWRITTEN_BODY_BYTES) chunks.push(chunk);
    });
    proxyRes.on('end', answer);
    // An upstream that breaks off mid-body still ends the visitor's answer.
    proxyRes.on('close', answer);
    return destination;
  };
}
