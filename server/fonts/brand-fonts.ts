import { createHash } from 'node:crypto';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import {
  LATIN_UNICODE_RANGE,
  latinFontUrl,
  themeFontFiles,
  type PageFontFace,
  type PageFonts,
} from '../../engine/page/font-files.ts';
import type { Theme } from '../../schemas/index.ts';

/**
 * A brand's fonts as the server serves them. A family comes from an `@fontsource` package (a file per
 * weight) or an `@fontsource-variable` package (one file with every weight). The core subset holds
 * what English pages are made of (printable ASCII, the currency signs, the typographic punctuation of
 * the copy) and every other latin character the brand's own manifests and pages use (a review's "zéro").
 */

/** What every core subset holds: printable ASCII (U+0020–007E) and these. */
const BASE_CORE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('') + '\u00a0£¥§©®°·×–—‘’‚“”„•…‹›€™';

/** What @fontsource's latin files hold (the pages' LATIN_UNICODE_RANGE), as code point ranges. */
const LATIN_RANGES = LATIN_UNICODE_RANGE.split(',').map((range) => {
  const [from, to = from] = range
    .slice(2)
    .split('-')
    .map((hex) => parseInt(hex, 16));
  return [from!, to!] as const;
});
const isLatin = (point: number) => LATIN_RANGES.some(([from, to]) => from <= point && point <= to);

/** A CSS unicode-range of the characters, consecutive code points joined into ranges. */
export function unicodeRangeOf(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The core's characters for a brand whose own text is `texts`: the base, and every latin character the texts add. */
export function coreCharactersOf(texts: readonly string[]): string {
  const base = new Set(BASE_CORE_CHARACTERS);
  const added = new Set<string>();
  for (const text of texts)
    for (const character of text)
      if (!base.has(character) && isLatin(character.codePointAt(0)!) && character >= ' ') added.add(character);
  return BASE_CORE_CHARACTERS + [...added].sort().join('');
}

/**
 * The core subset's name in its files' URLs: it changes when the characters change, so a browser
 * never keeps a subset made of other characters (the files are cached for a year).
 */
export const coreSubsetTag = (coreCharacters: string) =>
  `core-${createHash('sha256').update(coreCharacters).digest('hex').slice(0, 10)}`;

/** A face as the server finds it: the package, its file, and for a variable file the weights it keeps. */
export interface BrandFontFace extends PageFontFace {
  source: { package: string; file: string; weights?: { min: number; max: number } };
}

/** A brand's fonts: its faces, and the characters their core subsets hold. */
export interface BrandFonts {
  faces: BrandFontFace[];
  coreCharacters: string;
}

/** The faces of a theme's three families, light, regular and bold each or one variable face covering them, with cores of these characters. */
export function brandFonts(theme: Theme, coreCharacters: string): BrandFonts {
  const tag = coreSubsetTag(coreCharacters);
  const faces = themeFontFiles(theme).map((file) => ({
    family: file.family,
    weight: file.weight,
    coreUrl: `/fonts/${file.slug}/${file.name}.${tag}.woff2`,
    latinUrl: latinFontUrl(file),
    source: { package: file.package, file: `${file.name}.woff2`, ...(file.weights ? { weights: file.weights } : {}) },
  }));
  return { faces, coreCharacters };
}

/** What a page carries of the brand's fonts (not where the server finds them). */
export function pageFonts({ faces, coreCharacters }: BrandFonts): PageFonts {
  return {
    faces: faces.map(({ family, weight, coreUrl, latinUrl }) => ({ family, weight, coreUrl, latinUrl })),
    coreRange: unicodeRangeOf(coreCharacters),
  };
}

/**
 * What a font URL of the brand's pages asks for: the face's source and whether the core subset of
 * it is wanted; undefined for any other URL.
 */
export function requestedFontFile(
  fonts: BrandFonts,
  url: string,
): { source: BrandFontFace['source']; core: boolean } | undefined {
  const face = fonts.faces.find(({ coreUrl, latinUrl }) => url === coreUrl || url === latinUrl);
  return face && { source: face.source, core: url === face.coreUrl };
}

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
