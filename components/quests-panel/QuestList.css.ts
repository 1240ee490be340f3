import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const section = style({ marginTop: vars.space[5] });
globalStyle(`${section} h3`, { fontSize: vars.fontSizes[4], marginBottom: vars.space[3] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const questButton = style({
  width: '100%',
  textAlign: 'start',
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radii[2],
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
});
globalStyle(`${questButton} strong`, { fontSize: vars.fontSizes[4] });
globalStyle(`${questButton} span`, { color: vars.colors.textMuted, fontSize: vars.fontSizes[2] });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space[3],
  margin: 0,
});
globalStyle(`${stats} div`, { padding: vars.space[3], borderRadius: vars.radii[2], backgroundColor: vars.colors.surface });
globalStyle(`${stats} dt`, { fontSize: vars.fontSizes[2], color: vars.colors.textMuted });
globalStyle(`${stats} dd`, { margin: 0, fontSize: vars.fontSizes[5], fontWeight: vars.fontWeights.bold });
