import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedBrand } from '../../engine/manifest/index.ts';

/** The largest SVG favicon a page carries inside itself. */
export const INLINE_FAVICON_MAX_BYTES = 4096;

/**
 * The brand's favicon as its pages link it: a small SVG travels inside the page as a data: URI,
 * sparing a phone a request beside the hero and the fonts before its first paint; any other by its
 * URL. Read once per loaded brand (a reload loads new brand objects, and the file is read again).
 */
export function createFaviconLinks(brandsDir: string) {
  const hrefs = new WeakMap<LoadedBrand, string>();

  function read(brand: LoadedBrand): string {
    const { favicon } = brand.manifest.theme;
    const url = `/${favicon}`;
    if (path.extname(favicon) !== '.svg') return url;
    try {
      const svg = readFileSync(path.join(brandsDir, brand.name, favicon));
      return svg.length <= INLINE_FAVICON_MAX_BYTES ? `data:image/svg+xml,${encodeURIComponent(svg.toString('utf8'))}` : url;
    } catch {
      return url;
    }
  }

  return {
    hrefOf(brand: LoadedBrand): string {
      let href = hrefs.get(brand);
      if (href === undefined) hrefs.set(brand, (href = read(brand)));
      return href;
    },
  };
}
