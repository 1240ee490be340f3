import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { brandFonts, coreCharactersOf, type BrandFonts } from '../../engine/page/font-files.ts';

const known = new WeakMap<LoadedBrand, BrandFonts>();

/**
 * The brand's fonts, their cores holding every latin character of the brand's own manifests, markets
 * and pages; worked out once per loaded brand (a reload loads new brand objects).
 */
export function fontsOfBrand(brand: LoadedBrand): BrandFonts {
  let fonts = known.get(brand);
  if (!fonts) {
    const texts = [
      brand.manifest,
      ...brand.markets.map((market) => market.manifest),
      ...brand.pages.map((page) => page.record),
    ].map((document) => JSON.stringify(document));
    fonts = brandFonts(brand.manifest.theme, coreCharactersOf(texts));
    known.set(brand, fonts);
  }
  return fonts;
}
