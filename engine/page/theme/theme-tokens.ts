/**
 * The design tokens every component draws from, with the values a page has before its brand's rule
 * (engine/page/brand-theme.ts) overrides the brand's own. Each token is the CSS custom property
 * `--<group>-<name>` (`--colors-primary`, `--space-2`): the contract in theme.css.ts names them so.
 */
export const themeTokens = {
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
  fontWeights: { light: '300', regular: '400', bold: '700' },
  fontSizes: { 1: '0.75rem', 2: '0.875rem', 3: '1rem', 4: '1.125rem', 5: '1.375rem', 6: '1.75rem', 7: '2.25rem', 8: '3rem' },
  space: { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  radii: { 1: '4px', 2: '8px', 3: '14px', round: '999px' },
  sizes: { content: '1280px', header: '64px' },
  shadows: { raised: '0 8px 24px rgba(0, 0, 0, 0.35)' },
  zIndices: { header: '10', game: '40', overlay: '50', modal: '60', toast: '70' },
} as const;

/** The custom property of a token: `--colors-primary` for colors.primary. */
export const tokenProperty = (path: readonly string[]) => `--${path.join('-')}`;

/** The breakpoints and preferences components adapt to, as `@media` conditions. */
export const media = {
  mobile: '(max-width: 720px)',
  tablet: '(max-width: 1024px)',
  /** A phone held either way: narrower than 768 px upright, lower than 500 px on its side (a game fills it). */
  phone: '(orientation: portrait) and (max-width: 767px), (orientation: landscape) and (max-height: 499px)',
  /** A phone on its side: the game's bar becomes a strip at the screen's side. */
  phoneLandscape: '(orientation: landscape) and (max-height: 499px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /**
   * A pointer that hovers (a mouse): hover styles go under it. A phone marks what a finger tapped as
   * hovered until the next tap elsewhere, so a hover style there sticks and costs the tap a paint.
   */
  hover: '(hover: hover)',
} as const;

/** Marks what floats over pages but not over a game on a phone (the dock, the app's banner): the game's layer hides it. */
export const HIDDEN_IN_GAME = 'data-hidden-in-game';
/** The attribute as JSX props: `<aside {...hiddenInGame}>`. */
export const hiddenInGame = { [HIDDEN_IN_GAME]: '' } as const;
