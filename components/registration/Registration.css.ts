import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const offer = style({
  margin: `${vars.space[4]} 0`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `4px solid ${vars.colors.primary}`,
  backgroundColor: vars.colors.surface,
  fontWeight: vars.fontWeights.bold,
});

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes[2] });

export const continueLink = style({ marginTop: vars.space[3] });

export const footer = style({
  margin: `${vars.space[4]} 0 0`,
  display: 'flex',
  gap: vars.space[2],
  justifyContent: 'center',
  alignItems: 'center',
});
