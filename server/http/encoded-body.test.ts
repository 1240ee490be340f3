import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, matchesIfNoneMatch, pickEncoding } from './encoded-body.ts';

describe('the encoding sent', () => {
  it.each([
    { acceptEncoding: undefined, encoding: 'identity' },
    { acceptEncoding: '', encoding: 'identity' },
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
    { acceptEncoding: 'gzip;q=1, br;q=0.5', encoding: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip;q=0', encoding: 'identity' },
    { acceptEncoding: 'deflate', encoding: 'identity' },
    { acceptEncoding: '*', encoding: 'br' },
    { acceptEncoding: 'BR', encoding: 'br' },
    { acceptEncoding: 'br;q=nonsense, gzip', encoding: 'gzip' },
  ])('for Accept-Encoding "$acceptEncoding" is $encoding', ({ acceptEncoding, encoding }) => {
    expect(pickEncoding(acceptEncoding)).toBe(encoding);
  });
});

describe('If-None-Match', () => {
  it.each([
    { header: undefined, matches: false },
    { header: '"abc"', matches: true },
    { header: 'W/"abc"', matches: true },
    { header: '"old", "abc"', matches: true },
    { header: '"abcd"', matches: false },
    { header: '*', matches: true },
  ])('$header against "abc": $matches', ({ header, matches }) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(matches);
  });
});

describe('an encoded body', () => {
  it('is the same bytes every time it is made, and each encoding decodes to the text', async () => {
    const html = `<!DOCTYPE html><html><body>${'<p>Spin the wheel</p>'.repeat(200)}</body></html>`;
    const [first, second] = await Promise.all([1, 2].map(() => encodeBody(Buffer.from(html))));
    expect(brotliDecompressSync(first!.bodies.br.bytes).toString()).toBe(html);
    expect(gunzipSync(first!.bodies.gzip.bytes).toString()).toBe(html);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(second!.bodies[encoding].bytes.equals(first!.bodies[encoding].bytes)).toBe(true);
      expect(second!.bodies[encoding].etag).toBe(first!.bodies[encoding].etag);
    }
  });
});
