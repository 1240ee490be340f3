import { globalStyle, style } from '@vanilla-extract/css';
import { vars, whereHovering } from '../../engine/page/theme/index.ts';

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceRaised,
});

export const category = style({
  margin: 0,
  fontFamily: vars.fonts.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.colors.accent,
  fontSize: vars.fontSizes[1],
});

export const title = style({ fontSize: vars.fontSizes[5] });
globalStyle(`${title} a`, { color: vars.colors.text, textDecoration: 'none' });
globalStyle(`${title} a:hover`, whereHovering({ textDecoration: 'underline' }));

export const summary = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes[2], flex: 1 });

export const date = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes[1] });
