import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const note = style({ margin: 0, color: vars.colors.textMuted });
