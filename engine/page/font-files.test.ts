import { describe, expect, it } from 'vitest';
import { THEME_OF_BOTH_FONT_KINDS } from '../../tests/support/font-theme.ts';
import { fontFaceCss, LATIN_UNICODE_RANGE, latinPageFonts } from './font-files.ts';

describe("a theme's fonts as whole latin files (the studio's canvas)", () => {
  const fonts = latinPageFonts(THEME_OF_BOTH_FONT_KINDS);

  it('name the files the site serves: one per weight of a static package, one of a variable one', () => {
    expect(fonts.faces.map(({ family, weight, latinUrl }) => [family, weight, latinUrl])).toEqual([
      ['Merriweather', '300 700', '/fonts/merriweather/merriweather-latin-wght-normal.woff2'],
      ['Lato', '300', '/fonts/lato/lato-latin-300-normal.woff2'],
      ['Lato', '400', '/fonts/lato/lato-latin-400-normal.woff2'],
      ['Lato', '700', '/fonts/lato/lato-latin-700-normal.woff2'],
      ['Oswald', '300 700', '/fonts/oswald/oswald-latin-wght-normal.woff2'],
    ]);
  });

  it('fetch nothing but the latin files, for every latin character', () => {
    expect(fonts.faces.every(({ coreUrl, latinUrl }) => coreUrl === latinUrl)).toBe(true);
    expect(fonts.coreRange).toBe(LATIN_UNICODE_RANGE);
    expect(new Set(fontFaceCss(fonts).match(/url\([^)]+\)/g))).toEqual(
      new Set(fonts.faces.map(({ latinUrl }) => `url(${latinUrl})`)),
    );
  });
});
