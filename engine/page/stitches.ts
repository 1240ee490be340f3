import { createStitches } from '@stitches/react';
import type { Theme } from '../../schemas/index.ts';

/**
 * The one Stitches instance. Tokens are CSS variables; each brand's theme is a class that sets them
 * (themeClassFor), so every component is written once and themed per brand.
 */
const stitches = createStitches({
  theme: {
    colors: {
      primary: '#c9a227',
      onPrimary: '#1a1208',
      secondary: '#8b1e2d',
      accent: '#f2d479',
      background: '#141414',
      surface: '#1f1f1f',
      surfaceRaised: '#2a2a2a',
      text: '#f5f5f5',
      textMuted: '#bdbdbd',
      border: '#3a3a3a',
      success: '#4caf7a',
      danger: '#e5484d',
      toastSuccess: '#2e7d52',
      toastInfo: '#2c5d8f',
      toastError: '#a8323e',
      toastWarning: '#b7791f',
      focus: '#ffffff',
    },
    fonts: {
      display: 'Georgia, serif',
      body: 'system-ui, sans-serif',
      accent: 'system-ui, sans-serif',
    },
    fontWeights: { light: 300, regular: 400, bold: 700 },
    fontSizes: { 1: '0.75rem', 2: '0.875rem', 3: '1rem', 4: '1.125rem', 5: '1.375rem', 6: '1.75rem', 7: '2.25rem', 8: '3rem' },
    space: { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
    radii: { 1: '4px', 2: '8px', 3: '14px', round: '999px' },
    sizes: { content: '1280px', header: '64px' },
    shadows: { raised: '0 8px 24px rgba(0, 0, 0, 0.35)' },
    zIndices: { header: 10, overlay: 50, modal: 60, toast: 70 },
  },
  media: {
    mobile: '(max-width: 720px)',
    tablet: '(max-width: 1024px)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

export const { css, globalCss, createTheme, theme } = stitches;

/**
 * Stitches' `styled`, made when first used rather than when its module loads. Stitches hashes a
 * definition's styles as it is made: done for every component at once, that was a third of the app
 * module's evaluation, one long task on a phone before it could hydrate. Made on first use, each
 * component's styles are hashed inside the render that first shows it, which yields to the browser
 * between components, and components a page never shows cost nothing. Anything that reads the
 * component (React rendering it, `${Component}` as a selector, another `styled` extending it) makes it.
 */
export const styled = ((...definition: Parameters<typeof stitches.styled>) => {
  let made: ReturnType<typeof stitches.styled> | undefined;
  const component = () => (made ??= stitches.styled(...definition));
  return new Proxy(
    {},
    {
      get: (_target, key) => Reflect.get(component(), key),
      has: (_target, key) => Reflect.has(component(), key),
      set: (_target, key, value) => Reflect.set(component(), key, value),
    },
  );
}) as typeof stitches.styled;

/**
 * Keyframes are named where they are defined, at module load, and that is the only time Stitches adds
 * their rule to its sheet; renderWithStyles adds the ones a render uses again after each reset.
 */
const allKeyframes = new Map<string, ReturnType<typeof stitches.keyframes>>();

export const keyframes: typeof stitches.keyframes = (style) => {
  const made = stitches.keyframes(style);
  allKeyframes.set(made.name, made);
  return made;
};

/**
 * A synchronous render and exactly the CSS it used. Stitches keeps one sheet for the process, so it is
 * emptied first: a page's CSS is then the same on every instance whatever each rendered before, and
 * carries only its own brand's theme. Keyframes go in when the render's rules name them, in name order.
 */
export function renderWithStyles<T>(render: () => T): { rendered: T; css: string } {
  stitches.reset();
  const rendered = render();
  const used = stitches.getCssText();
  const names = [...allKeyframes.keys()].filter((name) => used.includes(name)).sort();
  for (const name of names) String(allKeyframes.get(name));
  return { rendered, css: names.length ? stitches.getCssText() : used };
}

const family = (font: Theme['fonts']['body']) => `'${font.family}', ${font.fallback}`;

const themes = new Map<string, ReturnType<typeof createTheme>>();

/**
 * The class that gives a brand its palette, fonts and toast colours; made once per brand. Reading the
 * class name is what puts the theme's rule into the sheet, so it is read on every render.
 */
export function themeClassFor(brandName: string, brandTheme: Theme): string {
  let brandClass = themes.get(brandName);
  if (!brandClass) {
    const { palette, fonts, toastColours } = brandTheme;
    brandClass = createTheme(`brand-${brandName}`, {
      colors: {
        ...palette,
        toastSuccess: toastColours.success,
        toastInfo: toastColours.info,
        toastError: toastColours.error,
        toastWarning: toastColours.warning,
        focus: palette.accent,
      },
      fonts: { display: family(fonts.display), body: family(fonts.body), accent: family(fonts.accent) },
    });
    themes.set(brandName, brandClass);
  }
  return brandClass.className;
}

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%' },
  body: {
    margin: 0,
    minHeight: '100vh',
    backgroundColor: '$background',
    color: '$text',
    fontFamily: '$body',
    fontWeight: '$regular',
    lineHeight: 1.5,
  },
  'h1, h2, h3': { fontFamily: '$display', fontWeight: '$bold', lineHeight: 1.2, margin: 0 },
  // Links take the text colour (readable on every surface of every brand), underlined in the accent.
  a: {
    color: 'inherit',
    textDecorationColor: '$accent',
    textUnderlineOffset: '3px',
    '&:hover': { textDecorationThickness: '2px' },
  },
  img: { maxWidth: '100%', display: 'block' },
  button: { font: 'inherit' },
  ':focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '@reducedMotion': { '*': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
