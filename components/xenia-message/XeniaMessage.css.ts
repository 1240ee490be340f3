import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.zIndices.overlay,
  maxWidth: 720,
  marginInline: 'auto',
  display: 'flex',
  gap: vars.space[4],
  alignItems: 'center',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radii[3],
  backgroundColor: vars.colors.surfaceRaised,
  color: vars.colors.text,
  boxShadow: vars.shadows.raised,
  border: `1px solid ${vars.colors.border}`,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
globalStyle(`${banner} h2`, { fontSize: vars.fontSizes[4], marginBottom: vars.space[1] });
globalStyle(`${banner} p`, { margin: 0 });

export const body = style({ flex: 1, display: 'grid', gap: vars.space[3] });
globalStyle(`${body} img`, { borderRadius: vars.radii[2], maxHeight: 220, objectFit: 'cover' });

export const actions = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' });
