import { brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { compressResponses } from './compress-responses.ts';

const catalogue = { data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Game ${id}` })) };

/** A raw GET: fetch would decompress the body and hide the encoding. */
const get = (pathname: string) =>
  rawRequest(site, { path: pathname, host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });

let site: Listening;
beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get('/catalogue', (_req, res) => void res.json(catalogue));
  app.get('/tiny', (_req, res) => void res.json({ ok: true }));
  app.get('/stored', (_req, res) => void res.set('ETag', '"page-bytes-1"').type('html').send('<p>stored</p>'.repeat(200)));
  app.get('/events', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`data: ${'x'.repeat(2000)}\n\n`);
  });
  site = await listen(app);
});
afterAll(() => site.close());

describe('answers the server makes', () => {
  it('are compressed with Brotli when they are 1 KB or more', async () => {
    const answer = await get('/catalogue');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.bytes).toString())).toEqual(catalogue);
  });

  it.each([
    ['a small answer', '/tiny'],
    ['an event stream, which must arrive message by message', '/events'],
    ['stored bytes under a strong ETag, which would no longer match it', '/stored'],
  ])('leave %s as it is', async (_case, pathname) => {
    expect((await get(pathname)).headers['content-encoding']).toBeUndefined();
  });
});
