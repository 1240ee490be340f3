import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../schemas/index.ts';
import { brandThemeClass, brandThemeCss } from './brand-theme.ts';
import { vars } from './theme.css.ts';

const themeOf = (primary: string, fallback = 'sans-serif') =>
  ({
    palette: {
      primary,
      onPrimary: '#000000',
      secondary: '#222222',
      accent: '#ffcc00',
      background: '#101010',
      surface: '#202020',
      surfaceRaised: '#303030',
      text: '#fafafa',
      textMuted: '#aaaaaa',
      border: '#444444',
      success: '#00aa00',
      danger: '#aa0000',
    },
    fonts: {
      display: { family: 'Oswald', fallback: 'serif' },
      body: { family: 'Inter', fallback },
      accent: { family: 'Inter', fallback },
    },
    toastColours: { success: '#0f0', info: '#00f', error: '#f00', warning: '#ff0' },
  }) as unknown as Theme;

/** The custom property a contract variable reads: `var(--colors-primary)` → `--colors-primary`. */
const property = (variable: string) => /^var\((--[\w-]+)\)$/.exec(variable)?.[1];

describe("a brand's rule", () => {
  const css = brandThemeCss('alpha', themeOf('#111111'));

  it("is one rule on the brand's class", () => {
    expect(brandThemeClass('alpha')).toBe('brand-alpha');
    expect(css.startsWith(':root.brand-alpha{')).toBe(true);
    expect(css.indexOf('{')).toBe(css.lastIndexOf('{'));
  });

  it('sets every colour and font of the theme contract the components read', () => {
    for (const variable of [...Object.values(vars.colors), ...Object.values(vars.fonts)])
      expect(css).toContain(`${property(variable)}:`);
  });

  it('carries the palette, the toast colours, the accent as focus ring and the fonts with their fallbacks', () => {
    expect(css).toContain('--colors-primary:#111111');
    expect(css).toContain('--colors-toastWarning:#ff0');
    expect(css).toContain('--colors-focus:#ffcc00');
    expect(css).toContain("--fonts-display:'Oswald', serif");
  });

  it('is written anew from the theme each time, so a changed palette shows at once', () => {
    expect(brandThemeCss('alpha', themeOf('#999999'))).toContain('--colors-primary:#999999');
  });

  it('cannot close the <style> element it stands in', () => {
    expect(brandThemeCss('alpha', themeOf('#111111', 'serif</style><script>'))).not.toContain('<');
  });
});
