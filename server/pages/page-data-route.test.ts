import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const RECORD = { path: '/', kind: 'content', meta: { title: 'Promotions', description: 'Offers' }, components: [] };
const json = (body: unknown) => (_req: unknown, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const PAGE_PATH_RULE =
  'path must be one path of this site: it starts with a single /, climbs nowhere and is at most 2048 characters';

describe('/api/page-data', () => {
  it.each([
    { name: 'a protocol-relative path', query: '?path=//' },
    { name: 'another host', query: '?path=//evil.example/x' },
    { name: 'three slashes', query: '?path=///x' },
    { name: 'a backslash', query: '?path=/%5Cevil.example' },
    { name: 'a climb', query: '?path=/promotions/../api' },
    { name: 'an encoded climb', query: '?path=/%252e%252e/x' },
    { name: 'an absolute URL', query: '?path=http://evil.example/' },
    { name: 'a relative path', query: '?path=promotions' },
    { name: 'an empty path', query: '?path=' },
    { name: 'two paths', query: '?path=/a&path=/b' },
    { name: 'a path of 3,000 characters', query: `?path=/${'p'.repeat(3000)}` },
  ])('answers 400 with its reason for $name, asking the content service nothing', async ({ query }) => {
    const content = await recordingUpstream(json({ data: RECORD }));
    const { site } = await siteWith({ content: content.server.url });
    const response = await rawRequest(site, { path: `/api/page-data${query}`, host: 'croupier.localhost' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ code: 400, message: PAGE_PATH_RULE });
    expect(content.seen).toEqual([]);
  });

  it.each([
    { query: '', path: '/' },
    { query: '?path=/promotions', path: '/promotions' },
    { query: `?path=${encodeURIComponent('/promotions?wrapped=true#top')}`, path: '/promotions' },
    { query: `?path=${encodeURIComponent('/caf\u00e9')}`, path: '/caf%C3%A9' },
  ])('gives the data of the page at $path for "$query"', async ({ query, path }) => {
    const content = await recordingUpstream(json({ data: { ...RECORD, path } }));
    // The site's first call to a new upstream can take over the default 300 ms on a loaded machine.
    const { site } = await siteWith({ content: content.server.url }, 5_000);
    const response = await rawRequest(site, { path: `/api/page-data${query}`, host: 'croupier.localhost' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ path, status: 200, record: { path } });
  });

  it.each([
    { name: 'is not JSON', answer: (_req: unknown, res: ServerResponse) => res.end('<html>') },
    { name: 'holds no record', answer: json({ ok: true }) },
    {
      name: 'is a failure',
      answer: (_req: unknown, res: ServerResponse) => res.writeHead(503).end('{"code":503}'),
    },
  ])('answers 502 as JSON when what the content service answers $name', async ({ answer }) => {
    const content = await recordingUpstream(answer);
    const { site, lines } = await siteWith({ content: content.server.url });
    const response = await rawRequest(site, { path: '/api/page-data?path=/promotions', host: 'croupier.localhost' });
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ code: 502, message: 'The content service did not give this page' });
    expect(lines().join('\n')).toContain('without a page record for /promotions');
  });
});

describe('a page record whose component list is missing', () => {
  it("gives the brand's 500 page in the page's place, so the shell still renders", async () => {
    const content = await recordingUpstream(json({ data: { path: '/promotions' } }));
    const { site, lines } = await siteWith({ content: content.server.url });
    const response = await rawRequest(site, { path: '/api/page-data?path=/promotions', host: 'croupier.localhost' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ status: 500 });
    expect(lines().join('\n')).toContain('/components');
  });
});

describe('a page path with a trailing slash', () => {
  it('is sent to the path without it, query kept, where the page is', async () => {
    const content = await recordingUpstream(json({ data: RECORD }));
    const { site } = await siteWith({ content: content.server.url });
    const response = await rawRequest(site, { path: '/promotions/?tab=live', host: 'croupier.localhost' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/promotions?tab=live');
  });
});
