import { globalStyle, style } from '@vanilla-extract/css';
import { vars, whereHovering } from '../../engine/page/theme/index.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space[3],
});

export const card = style({
  display: 'grid',
  gap: vars.space[1],
  color: vars.colors.text,
  textDecoration: 'none',
  fontSize: vars.fontSizes[2],
});
globalStyle(`${card} img`, {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
});
globalStyle(`${card}:hover span`, whereHovering({ textDecoration: 'underline' }));
