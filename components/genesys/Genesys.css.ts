import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const paragraph = style({ margin: `0 0 ${vars.space[4]}` });
