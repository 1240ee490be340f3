import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const frame = style({
  width: '100%',
  height: '70vh',
  border: 'none',
  borderRadius: vars.radii[2],
  backgroundColor: '#ffffff',
});
