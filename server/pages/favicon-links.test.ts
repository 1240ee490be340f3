import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { createFaviconLinks, INLINE_FAVICON_MAX_BYTES } from './favicon-links.ts';

const brandsDir = mkdtempSync(path.join(tmpdir(), 'favicons-'));
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

const SMALL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" fill="#c9a227"/></svg>';
const brandWith = (name: string, favicon: string, bytes?: string | Buffer) => {
  mkdirSync(path.join(brandsDir, name, 'assets'), { recursive: true });
  if (bytes !== undefined) writeFileSync(path.join(brandsDir, name, favicon), bytes);
  return { name, manifest: { theme: { favicon } } } as unknown as LoadedBrand;
};

describe("a brand's favicon as its pages link it", () => {
  it.each([
    [
      'a small SVG travels inside the page',
      'small',
      'assets/favicon.svg',
      SMALL_SVG,
      `data:image/svg+xml,${encodeURIComponent(SMALL_SVG)}`,
    ],
    [
      'an SVG over the limit is linked',
      'large',
      'assets/favicon.svg',
      `<svg>${' '.repeat(INLINE_FAVICON_MAX_BYTES)}</svg>`,
      '/assets/favicon.svg',
    ],
    ['a PNG is linked', 'png', 'assets/favicon.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), '/assets/favicon.png'],
    ['a file that cannot be read is linked', 'missing', 'assets/favicon.svg', undefined, '/assets/favicon.svg'],
  ])('%s', (_, name, favicon, bytes, href) => {
    expect(createFaviconLinks(brandsDir).hrefOf(brandWith(name, favicon, bytes))).toBe(href);
  });

  it('is read again after the brands reload', () => {
    const links = createFaviconLinks(brandsDir);
    const brand = brandWith('edited', 'assets/favicon.svg', SMALL_SVG);
    links.hrefOf(brand);
    writeFileSync(path.join(brandsDir, 'edited', 'assets/favicon.svg'), SMALL_SVG.replace('#c9a227', '#000000'));
    expect(decodeURIComponent(links.hrefOf(brand))).toContain('#c9a227');
    // A reload loads the brand anew.
    const reloaded = { ...brand } as LoadedBrand;
    expect(decodeURIComponent(links.hrefOf(reloaded))).toContain('#000000');
  });
});
