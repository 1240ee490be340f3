import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const time = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});
globalStyle(`${time} span`, { fontSize: vars.fontSizes[1], color: vars.colors.textMuted });
globalStyle(`${time} strong`, { fontSize: vars.fontSizes[3], fontVariantNumeric: 'tabular-nums' });

/** On one line, for the header's narrow places. */
export const compact = style({ flexDirection: 'row', gap: vars.space[2], alignItems: 'baseline' });
globalStyle(`${time}${compact} strong`, { fontSize: vars.fontSizes[2] });
