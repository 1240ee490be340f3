import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const heading = style({ fontSize: vars.fontSizes[6] });
export const lead = style({ margin: 0, color: vars.colors.textMuted });
