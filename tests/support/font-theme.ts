import type { Theme } from '../../schemas/index.ts';

/** A theme with fonts of both kinds: variable display and accent families (one file each), a static body (a file per weight). */
export const THEME_OF_BOTH_FONT_KINDS = {
  fonts: {
    display: { family: 'Merriweather', package: '@fontsource-variable/merriweather', fallback: 'serif' },
    body: { family: 'Lato', package: '@fontsource/lato', fallback: 'sans-serif' },
    accent: { family: 'Oswald', package: '@fontsource-variable/oswald', fallback: 'sans-serif' },
  },
} as unknown as Theme;
