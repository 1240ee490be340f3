import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3], marginTop: vars.space[4] });
