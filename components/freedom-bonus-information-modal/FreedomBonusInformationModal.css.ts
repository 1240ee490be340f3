import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const close = style({ marginTop: vars.space[5] });
