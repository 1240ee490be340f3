import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { precompressedStatic } from './precompressed-static.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** A raw GET: fetch would decompress the body and hide the encoding. */
const get = (pathname: string, acceptEncoding?: string) =>
  rawRequest(site, { path: pathname, host: 'localhost', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

let dir: string;
let site: Listening;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  writeFileSync(path.join(dir, 'app.js'), SCRIPT);
  writeFileSync(path.join(dir, 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'app.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'small.js'), 'export {};\n');
  const app = express();
  app.use('/static', precompressedStatic(dir, { maxAgeMs: 60_000 }));
  site = await listen(app);
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built assets', () => {
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])('are sent as the %s copy the build wrote, typed as the original', async (encoding, accepted, decompress) => {
    const answer = await get('/static/app.js', accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(decompress(answer.bytes).toString()).toBe(SCRIPT);
  });

  it('are cached for good, with no validators a browser would never use', async () => {
    const answer = await get('/static/app.js', 'br');
    expect(answer.headers['cache-control']).toBe('public, max-age=60, immutable');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
  });

  it('are sent as they are to a client that accepts no encoding, or when no copy exists', async () => {
    const plain = await get('/static/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const small = await get('/static/small.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });

  it.each([
    ['a compressed copy asked for by name', '/static/app.js.br', 404],
    ['a file the build did not write', '/static/missing.js', 404],
    ['a malformed path', '/static/%E0%A4%A.js', 400],
  ])('refuse %s', async (_case, pathname, status) => {
    expect((await get(pathname, 'br')).status).toBe(status);
  });
});
