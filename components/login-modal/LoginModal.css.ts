import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const form = style({ display: 'grid', gap: vars.space[4] });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4], minWidth: 0 });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minHeight: 44 });
globalStyle(`${check} input`, { width: 20, height: 20 });

export const footer = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  justifyContent: 'center',
});
