import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: `${vars.space[4]} 0`,
});
globalStyle(`${figures} dt`, { color: vars.colors.textMuted });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeights.bold, textAlign: 'right' });

export const actions = style({ display: 'flex', gap: vars.space[3], justifyContent: 'flex-end', flexWrap: 'wrap' });
