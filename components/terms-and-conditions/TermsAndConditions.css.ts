import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[5],
  justifyContent: 'flex-end',
});
export const problem = style({
  color: vars.colors.text,
  borderLeft: `4px solid ${vars.colors.danger}`,
  paddingLeft: vars.space[3],
});
