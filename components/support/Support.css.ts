import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const intro = style({ margin: `0 0 ${vars.space[4]}` });
export const helpCentre = style({ marginTop: vars.space[5] });
