import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { createCachedUpstream, maxAgeSeconds, type UpstreamAnswer } from './cached-upstream.ts';

describe("an upstream answer's max-age", () => {
  it.each([
    ['max-age=60', 60],
    ['public, max-age=0', 0],
    ['no-cache, MAX-AGE = 7 ', 7],
    ['s-maxage=60', undefined],
    ['max-age=soon', undefined],
    [null, undefined],
  ])('%j is %j seconds', (header, seconds) => {
    expect(maxAgeSeconds(header)).toBe(seconds);
  });
});

describe('a content answer that says how long it stays true', () => {
  let upstream: Listening;
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      const maxAge = new URL(req.url!, 'http://upstream').searchParams.get('maxAge');
      if (maxAge !== null) res.setHeader('cache-control', `max-age=${maxAge}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: req.url }));
    });
  });
  afterAll(() => upstream.close());

  const content = () =>
    createCachedUpstream({
      baseUrl: upstream.url,
      timeoutMs: 2000,
      cache: createBoundedCache<UpstreamAnswer>(),
      service: 'content',
      metrics: { upstream: () => undefined },
      now: () => 1_000_000,
    });

  it.each([
    { name: 'says nothing: kept for the cache’s time', path: '/page', freshUntil: undefined, secondTime: 'hit' },
    {
      name: 'is true for a minute: kept, and says until when',
      path: '/page?maxAge=60',
      freshUntil: 1_060_000,
      secondTime: 'hit',
    },
    { name: 'changes now: not kept', path: '/page?maxAge=0', freshUntil: 1_000_000, secondTime: 'miss' },
  ])('$name', async ({ path, freshUntil, secondTime }) => {
    const upstreamContent = content();
    const first = await upstreamContent.fetch({ path, key: path });
    const second = await upstreamContent.fetch({ path, key: path });
    expect(first.freshUntil).toBe(freshUntil);
    expect(second.cache).toBe(secondTime);
  });
});
