/**
 * A brand's fonts as a page declares them (SPEC §2: three families, each in light, regular and bold,
 * preloaded). Every face comes twice over: a small "core" subset the page preloads, and the package's
 * whole latin file beside it, which a browser fetches only when the page shows a character the core
 * lacks (CSS unicode-range picks the face per character). The server decides the faces and their
 * characters (server/fonts); the page carries them in its data.
 */

import type { Theme } from '../../schemas/index.ts';

/** A face as a page names it. */
export interface PageFontFace {
  family: string;
  /** A weight, or the range a variable file covers (`300 700`). */
  weight: string;
  /** The core subset: what a page preloads. */
  coreUrl: string;
  /** The package's whole latin file, fetched only for characters outside the core. */
  latinUrl: string;
}

/** What a page carries of its brand's fonts: the faces, and the characters (as a unicode-range) their core files hold. */
export interface PageFonts {
  faces: PageFontFace[];
  coreRange: string;
}

/** What @fontsource's latin files hold (their own unicode-range). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * @font-face rules for the faces; swap keeps text visible while a font loads. The core rule comes
 * last: for a character both cover, the rule defined last wins (CSS Fonts §4.5).
 */
export function fontFaceCss({ faces, coreRange }: PageFonts): string {
  const rule = (family: string, weight: string, url: string, range: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range};}`;
  return faces
    .flatMap(({ family, weight, coreUrl, latinUrl }) => [
      rule(family, weight, latinUrl, LATIN_UNICODE_RANGE),
      rule(family, weight, coreUrl, coreRange),
    ])
    .join('');
}

/** The weights a brand's pages draw each family in (SPEC §2). */
export const FONT_WEIGHTS = { light: 300, regular: 400, bold: 700 } as const;

/** A latin file of one of a theme's families, as its package names it. */
export interface ThemeFontFile {
  family: string;
  /** A weight, or the range a variable file covers (`300 700`). */
  weight: string;
  package: Theme['fonts'][keyof Theme['fonts']]['package'];
  /** The package's name without its scope: the folder of the file in the pages' URLs. */
  slug: string;
  /** The file's name without `.woff2`: `inter-latin-400-normal`, `inter-latin-wght-normal`. */
  name: string;
  /** For a variable file, the weights kept of it. */
  weights?: { min: number; max: number };
}

/**
 * The latin files of a theme's three families: light, regular and bold from an `@fontsource` package
 * (a file per weight), or one file covering them from an `@fontsource-variable` package.
 */
export function themeFontFiles(theme: Theme): ThemeFontFile[] {
  const weights = Object.values(FONT_WEIGHTS);
  const [min, max] = [Math.min(...weights), Math.max(...weights)];
  return Object.values(theme.fonts).flatMap((font) => {
    const [scope, slug = ''] = font.package.split('/');
    const common = { family: font.family, package: font.package, slug };
    return scope === '@fontsource-variable'
      ? [{ ...common, weight: `${min} ${max}`, name: `${slug}-latin-wght-normal`, weights: { min, max } }]
      : weights.map((weight) => ({ ...common, weight: String(weight), name: `${slug}-latin-${weight}-normal` }));
  });
}

/** A latin file's URL on the brand's pages (the site serves it from the package). */
export const latinFontUrl = ({ slug, name }: Pick<ThemeFontFile, 'slug' | 'name'>) => `/fonts/${slug}/${name}.woff2`;

/**
 * A theme's fonts as whole latin files, without core subsets: for a page drawn where no subset is
 * made (the studio's canvas), each face's core is its latin file.
 */
export function latinPageFonts(theme: Theme): PageFonts {
  return {
    faces: themeFontFiles(theme).map((file) => ({
      family: file.family,
      weight: file.weight,
      coreUrl: latinFontUrl(file),
      latinUrl: latinFontUrl(file),
    })),
    coreRange: LATIN_UNICODE_RANGE,
  };
}
