import type { Theme } from '../../../schemas/index.ts';
import { tokenProperty } from './theme-tokens.ts';

/** The class on <html> that the brand's rule applies to. */
export const brandThemeClass = (brandName: string) => `brand-${brandName}`;

const family = (font: Theme['fonts']['body']) => `'${font.family}', ${font.fallback}`;

/** A value as it may stand in a <style> element: nothing in it can close the element. */
const inStyleElement = (value: string) => value.replace(/</g, '\\3c ');

/**
 * The brand's one rule: its palette, fonts and toast colours as the theme contract's custom
 * properties (theme.css.ts), written from the manifest on every render, so a changed palette (or the
 * studio's unsaved one in its preview) shows without a build, and a page carries its own brand only.
 * `:root.brand-x` outranks the contract's defaults on `:root` wherever the stylesheets stand.
 */
export function brandThemeCss(brandName: string, { palette, fonts, toastColours }: Theme): string {
  const colors = {
    ...palette,
    toastSuccess: toastColours.success,
    toastInfo: toastColours.info,
    toastError: toastColours.error,
    toastWarning: toastColours.warning,
    focus: palette.accent,
  };
  const declarations = [
    ...Object.entries(colors).map(([name, value]) => [tokenProperty(['colors', name]), value] as const),
    ...(['display', 'body', 'accent'] as const).map((name) => [tokenProperty(['fonts', name]), family(fonts[name])] as const),
  ];
  const body = declarations.map(([property, value]) => `${property}:${value}`).join(';');
  return inStyleElement(`:root.${brandThemeClass(brandName)}{${body}}`);
}
