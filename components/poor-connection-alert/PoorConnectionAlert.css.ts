import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const alert = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndices.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

globalStyle(`${alert} p`, {
  margin: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.toastWarning,
  fontWeight: vars.fontWeights.bold,
  boxShadow: vars.shadows.raised,
});
