import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const subtitle = style({ margin: `0 0 ${vars.space[4]}`, fontWeight: vars.fontWeights.bold });

export const note = style({ margin: 0, color: vars.colors.textMuted });
