import { style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const panel = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[5]}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[5],
  '@media': { [media.mobile]: { padding: `${vars.space[7]} ${vars.space[4]}` } },
});

export const title = style({
  fontSize: vars.fontSizes[8],
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[7] } },
});

export const message = style({ margin: 0, fontSize: vars.fontSizes[4], color: vars.colors.textMuted });
