import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../testing/listen.ts';
import { compressResponses } from './compress-responses.ts';

const catalogue = { data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Game ${id}` })) };

function get(url: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

let site: Listening;
beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get('/catalogue', (_req, res) => void res.json(catalogue));
  app.get('/tiny', (_req, res) => void res.json({ ok: true }));
  app.get('/events', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`data: ${'x'.repeat(2000)}\n\n`);
  });
  site = await listen(app);
});
afterAll(() => site.close());

describe('answers the server makes', () => {
  it('are compressed with Brotli when they are 1 KB or more', async () => {
    const answer = await get(`${site.url}/catalogue`);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(catalogue);
  });

  it.each([
    ['a small answer', '/tiny'],
    ['an event stream, which must arrive message by message', '/events'],
  ])('leave %s as it is', async (_case, pathname) => {
    expect((await get(`${site.url}${pathname}`)).headers['content-encoding']).toBeUndefined();
  });
});
