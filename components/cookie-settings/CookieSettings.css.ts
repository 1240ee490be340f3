import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const intro = style({ margin: `0 0 ${vars.space[4]}` });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginTop: vars.space[5],
});
