import { style } from '@vanilla-extract/css';

export const rows = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
