import { globalStyle, style } from '@vanilla-extract/css';
import { onHover, vars } from '../../engine/page/theme/index.ts';

export const strip = style({
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  display: 'flex',
  justifyContent: 'flex-end',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 36,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radii.round,
  border: `2px solid ${vars.colors.primary}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes[2],
  cursor: 'pointer',
  '@media': onHover({ backgroundColor: vars.colors.surfaceRaised }),
});
globalStyle(`${badge} svg`, { color: vars.colors.primary });
