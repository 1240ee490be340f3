import { describe, expect, it } from 'vitest';
import { THEME_OF_BOTH_FONT_KINDS } from '../../tests/support/font-theme.ts';
import { fontFaceCss } from '../../engine/page/font-files.ts';
import { brandFonts, pageFonts, coreCharactersOf, coreSubsetTag, requestedFontFile, unicodeRangeOf } from './brand-fonts.ts';

const theme = THEME_OF_BOTH_FONT_KINDS;
const core = coreCharactersOf(['voisins du zéro']);
const fonts = brandFonts(theme, core);
const tag = coreSubsetTag(core);

describe("a brand's fonts", () => {
  it.each([
    ['one character', 'a', 'U+0061'],
    ['a run joined, duplicates once', 'cabba', 'U+0061-0063'],
    ['runs and singles in code point order', '€ab!', 'U+0021,U+0061-0062,U+20AC'],
  ])('unicode-range of %s', (_, characters, range) => expect(unicodeRangeOf(characters)).toBe(range));

  it.each([
    ['English copy: printable ASCII, the currency signs and the punctuation of the copy', ['£5 – “Spins”…'], '', 'éüñ'],
    ["the brand's own latin letters besides", ['voisins du zéro', 'Café Ümlaut'], 'éÜ', 'ñ'],
    ['nothing outside the latin files: Chinese is left to the system fonts', ['真人娱乐场'], '', '真'],
  ])('hold in the core %s', (_, texts, added, missing) => {
    const characters = coreCharactersOf(texts);
    expect(unicodeRangeOf(characters).startsWith('U+0020-007E,')).toBe(true);
    for (const character of '£€¥–—‘’“”…' + added) expect(characters).toContain(character);
    for (const character of missing) expect(characters).not.toContain(character);
  });

  it('name their core files by the characters in them', () => {
    expect(coreSubsetTag(coreCharactersOf([]))).not.toBe(tag);
    expect(coreSubsetTag(coreCharactersOf(['zéro', 'é']))).toBe(tag);
  });

  it('are light, regular and bold for each family: three files of a static package, one of a variable one', () => {
    expect(fonts.faces.map(({ family, weight, coreUrl }) => [family, weight, coreUrl])).toEqual([
      ['Merriweather', '300 700', `/fonts/merriweather/merriweather-latin-wght-normal.${tag}.woff2`],
      ['Lato', '300', `/fonts/lato/lato-latin-300-normal.${tag}.woff2`],
      ['Lato', '400', `/fonts/lato/lato-latin-400-normal.${tag}.woff2`],
      ['Lato', '700', `/fonts/lato/lato-latin-700-normal.${tag}.woff2`],
      ['Oswald', '300 700', `/fonts/oswald/oswald-latin-wght-normal.${tag}.woff2`],
    ]);
  });

  it('declare the whole latin file first and the core after it, so the core serves every character it has', () => {
    const page = pageFonts(fonts);
    expect(Object.keys(page.faces[0]!)).toEqual(['family', 'weight', 'coreUrl', 'latinUrl']);
    const css = fontFaceCss({ ...page, faces: page.faces.slice(0, 1) });
    const rules = css.split('}@font-face').map((rule) => rule.match(/src:url\(([^)]+)\).*unicode-range:([^;]+);/)!.slice(1));
    expect(rules).toEqual([
      ['/fonts/merriweather/merriweather-latin-wght-normal.woff2', expect.stringContaining('U+0000-00FF')],
      [`/fonts/merriweather/merriweather-latin-wght-normal.${tag}.woff2`, unicodeRangeOf(core)],
    ]);
    expect(css).toContain('font-weight:300 700;');
  });

  it.each([
    [
      `/fonts/lato/lato-latin-400-normal.${tag}.woff2`,
      { package: '@fontsource/lato', file: 'lato-latin-400-normal.woff2' },
      true,
    ],
    ['/fonts/lato/lato-latin-700-normal.woff2', { package: '@fontsource/lato', file: 'lato-latin-700-normal.woff2' }, false],
    [
      `/fonts/oswald/oswald-latin-wght-normal.${tag}.woff2`,
      { package: '@fontsource-variable/oswald', file: 'oswald-latin-wght-normal.woff2', weights: { min: 300, max: 700 } },
      true,
    ],
  ])('a URL its pages name is served: %s', (url, source, isCore) =>
    expect(requestedFontFile(fonts, url)).toEqual({ source, core: isCore }),
  );

  it.each([
    ['a weight the pages do not use', '/fonts/lato/lato-latin-900-normal.woff2'],
    ['a subset of other characters', `/fonts/lato/lato-latin-400-normal.${coreSubsetTag('abc')}.woff2`],
    ["another brand's family", '/fonts/inter/inter-latin-400-normal.woff2'],
    ['a static file of a variable family', '/fonts/oswald/oswald-latin-400-normal.woff2'],
    ['a climb out of the folder', '/fonts/lato/..%2F..%2Fpackage.json'],
  ])('%s is no font of the brand', (_, url) => expect(requestedFontFile(fonts, url)).toBeUndefined());
});
