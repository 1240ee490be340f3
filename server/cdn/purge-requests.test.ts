import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_TAGS_PER_CALL, purgeRequestsOf, purgeTagsOf } from './purge-requests.ts';

describe('the tags a publish purges', () => {
  it.each([
    [
      'each changed path, in every market',
      { brand: 'croupier', paths: ['/', '/promotions'] },
      ['path:croupier:/', 'path:croupier:/promotions'],
    ],
    ['the whole brand when no path is named', { brand: 'croupier', paths: [] }, ['brand:croupier']],
    ['a path named twice once', { brand: 'hippodrome', paths: ['/', '/'] }, ['path:hippodrome:/']],
  ])('%s', (_case, change, tags) => {
    expect(purgeTagsOf(change)).toEqual(tags);
  });
});

describe('the purge request each CDN reads', () => {
  const tags = ['path:croupier:/', 'path:croupier:/promotions'];

  it.each([
    [
      'the reference edge (Varnish xkey): PURGE, the keys in xkey',
      'xkey',
      [{ method: 'PURGE', headers: { xkey: tags.join(' ') } }],
    ],
    [
      'Fastly: POST, the keys in Surrogate-Key, the token in Fastly-Key',
      'fastly',
      [{ method: 'POST', headers: { 'fastly-key': 'secret', 'surrogate-key': tags.join(' ') } }],
    ],
    [
      'Cloudflare: POST, the tags in the JSON body, the token as a bearer',
      'cloudflare',
      [
        {
          method: 'POST',
          headers: { authorization: 'Bearer secret', 'content-type': 'application/json' },
          body: JSON.stringify({ tags }),
        },
      ],
    ],
  ] as const)('%s', (_case, kind, requests) => {
    expect(purgeRequestsOf(kind, tags, 'secret')).toEqual(requests);
  });

  it("splits Cloudflare's tags into calls of its limit", () => {
    const many = Array.from({ length: CLOUDFLARE_TAGS_PER_CALL * 2 + 1 }, (_, index) => `path:croupier:/p${index}`);
    const calls = purgeRequestsOf('cloudflare', many, 'secret').map(
      (call) => (JSON.parse(call.body!) as { tags: string[] }).tags,
    );
    expect(calls.map((call) => call.length)).toEqual([CLOUDFLARE_TAGS_PER_CALL, CLOUDFLARE_TAGS_PER_CALL, 1]);
    expect(calls.flat()).toEqual(many);
  });

  it('sends nothing for no tags', () => {
    expect(purgeRequestsOf('xkey', [])).toEqual([]);
  });
});
