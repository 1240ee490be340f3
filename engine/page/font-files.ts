/**
 * A brand's fonts as a page declares them (SPEC §2: three families, each in light, regular and bold,
 * preloaded). Every face comes twice over: a small "core" subset the page preloads, and the package's
 * whole latin file beside it, which a browser fetches only when the page shows a character the core
 * lacks (CSS unicode-range picks the face per character). The server decides the faces and their
 * characters (server/fonts); the page carries them in its data.
 */

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
