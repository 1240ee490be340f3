import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const pageHeading = style({ fontSize: vars.fontSizes[7] });
export const sectionHeading = style({ fontSize: vars.fontSizes[6] });
