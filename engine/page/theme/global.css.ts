import { globalStyle } from '@vanilla-extract/css';
import { whereHovering } from './hover-styles.ts';
import { media } from './theme-tokens.ts';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontWeight: vars.fontWeights.regular,
  lineHeight: 1.5,
});
globalStyle('h1, h2, h3', { fontFamily: vars.fonts.display, fontWeight: vars.fontWeights.bold, lineHeight: 1.2, margin: 0 });
// Links take the text colour (readable on every surface of every brand), underlined in the accent.
globalStyle('a', { color: 'inherit', textDecorationColor: vars.colors.accent, textUnderlineOffset: '3px' });
globalStyle('a:hover', whereHovering({ textDecorationThickness: '2px' }));
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle('*', {
  '@media': { [media.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
