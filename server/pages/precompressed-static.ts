import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Handler, type Response } from 'express';

/** The encodings the build writes beside each text asset, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves a built folder, sending the Brotli or gzip copy the build wrote beside a file when the
 * browser accepts it (Content-Type stays the original's). The copies themselves are not addressable.
 * Its files are named by their content hash and cached as immutable: never revalidated, so they go
 * without ETag and Last-Modified (about 80 bytes of every script a phone loads).
 */
export function precompressedStatic(root: string, options: { maxAgeMs: number }): Handler {
  const serve = express.static(root, {
    immutable: true,
    maxAge: options.maxAgeMs,
    etag: false,
    lastModified: false,
    index: false,
    fallthrough: false,
    setHeaders(res, file) {
      const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
      if (!encoding) return;
      res.setHeader('Content-Encoding', encoding.name);
      (res as Response).type(path.extname(file.slice(0, -encoding.suffix.length)));
    },
  });
  /** Whether a copy exists, asked once per file and encoding. */
  const exists = new Map<string, boolean>();
  const hasCopy = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) exists.set(file, (known = existsSync(file)));
    return known;
  };

  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type('text/plain').send('Malformed path');
    }
    if (PRECOMPRESSED_SUFFIX.test(pathname)) return void res.status(404).type('text/plain').send('Not found');
    res.vary('Accept-Encoding');
    const file = path.join(root, pathname);
    if (file.startsWith(root + path.sep)) {
      const encoding = ENCODINGS.find(({ name, suffix }) => req.acceptsEncodings(name) === name && hasCopy(file + suffix));
      if (encoding) req.url = req.url.replace(/^([^?]*)/, `$1${encoding.suffix}`);
    }
    serve(req, res, next);
  };
}
