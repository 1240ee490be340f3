import { describe, expect, it } from 'vitest';
import type { Theme } from '../../schemas/index.ts';
import {
  CORE_SUBSET_TAG,
  CORE_UNICODE_RANGE,
  FONT_CORE_CHARACTERS,
  fontFaceCss,
  fontFaces,
  requestedFontFile,
  unicodeRangeOf,
} from './font-files.ts';

const fonts = {
  display: { family: 'Merriweather', package: '@fontsource-variable/merriweather', fallback: 'serif' },
  body: { family: 'Lato', package: '@fontsource/lato', fallback: 'sans-serif' },
  accent: { family: 'Oswald', package: '@fontsource-variable/oswald', fallback: 'sans-serif' },
} as const;
const theme = { fonts } as unknown as Theme;

describe("a theme's fonts", () => {
  it.each([
    ['one character', 'a', 'U+0061'],
    ['a run joined, duplicates once', 'cabba', 'U+0061-0063'],
    ['runs and singles in code point order', '€ab!', 'U+0021,U+0061-0062,U+20AC'],
  ])('unicode-range of %s', (_, characters, range) => expect(unicodeRangeOf(characters)).toBe(range));

  it('hold printable ASCII, the currency signs and the punctuation of the copy in the core, no letters beyond', () => {
    expect(CORE_UNICODE_RANGE.startsWith('U+0020-007E,')).toBe(true);
    for (const character of '£€¥–—‘’“”…') expect(FONT_CORE_CHARACTERS).toContain(character);
    for (const character of 'éüñ') expect(FONT_CORE_CHARACTERS).not.toContain(character);
  });

  it('are light, regular and bold for each family: three files of a static package, one of a variable one', () => {
    expect(fontFaces(theme).map(({ family, weight, coreUrl }) => [family, weight, coreUrl])).toEqual([
      ['Merriweather', '300 700', `/fonts/merriweather/merriweather-latin-wght-normal.${CORE_SUBSET_TAG}.woff2`],
      ['Lato', '300', `/fonts/lato/lato-latin-300-normal.${CORE_SUBSET_TAG}.woff2`],
      ['Lato', '400', `/fonts/lato/lato-latin-400-normal.${CORE_SUBSET_TAG}.woff2`],
      ['Lato', '700', `/fonts/lato/lato-latin-700-normal.${CORE_SUBSET_TAG}.woff2`],
      ['Oswald', '300 700', `/fonts/oswald/oswald-latin-wght-normal.${CORE_SUBSET_TAG}.woff2`],
    ]);
  });

  it('declare the whole latin file first and the core after it, so the core serves every character it has', () => {
    const [merriweather] = fontFaces(theme);
    const css = fontFaceCss([merriweather!]);
    const rules = css.split('}@font-face').map((rule) => rule.match(/src:url\(([^)]+)\).*unicode-range:([^;]+);/)!.slice(1));
    expect(rules).toEqual([
      ['/fonts/merriweather/merriweather-latin-wght-normal.woff2', expect.stringContaining('U+0000-00FF')],
      [`/fonts/merriweather/merriweather-latin-wght-normal.${CORE_SUBSET_TAG}.woff2`, CORE_UNICODE_RANGE],
    ]);
    expect(css).toContain('font-weight:300 700;');
  });

  it.each([
    [
      `/fonts/lato/lato-latin-400-normal.${CORE_SUBSET_TAG}.woff2`,
      { package: '@fontsource/lato', file: 'lato-latin-400-normal.woff2' },
      true,
    ],
    ['/fonts/lato/lato-latin-700-normal.woff2', { package: '@fontsource/lato', file: 'lato-latin-700-normal.woff2' }, false],
    [
      `/fonts/oswald/oswald-latin-wght-normal.${CORE_SUBSET_TAG}.woff2`,
      { package: '@fontsource-variable/oswald', file: 'oswald-latin-wght-normal.woff2', weights: { min: 300, max: 700 } },
      true,
    ],
  ])('a URL its pages name is served: %s', (url, source, core) =>
    expect(requestedFontFile(theme, url)).toEqual({ source, core }),
  );

  it.each([
    ['a weight the pages do not use', '/fonts/lato/lato-latin-900-normal.woff2'],
    ['a subset of other characters', '/fonts/lato/lato-latin-400-normal.core-0.woff2'],
    ["another brand's family", '/fonts/inter/inter-latin-400-normal.woff2'],
    ['a static file of a variable family', '/fonts/oswald/oswald-latin-400-normal.woff2'],
    ['a climb out of the folder', '/fonts/lato/..%2F..%2Fpackage.json'],
  ])('%s is no font of the theme', (_, url) => expect(requestedFontFile(theme, url)).toBeUndefined());
});
