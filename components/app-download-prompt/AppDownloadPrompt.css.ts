import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const banner = style({
  position: 'fixed',
  left: vars.space[3],
  right: vars.space[3],
  bottom: vars.space[3],
  zIndex: vars.zIndices.overlay,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radii[3],
  backgroundColor: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.raised,
});
globalStyle(`${banner} p`, { margin: 0, flex: '1 1 auto', fontSize: vars.fontSizes[2] });

export const dismiss = style({
  width: 44,
  height: 44,
  flex: '0 0 auto',
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.fontSizes[5],
  cursor: 'pointer',
});
