import { style } from '@vanilla-extract/css';
import { onHover, vars } from '../../engine/page/theme/index.ts';

export const row = style({ position: 'relative', display: 'flex' });

export const toggle = style({
  position: 'absolute',
  right: 4,
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  border: 'none',
  borderRadius: vars.radii[1],
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { color: vars.colors.accent } },
  '@media': onHover({ backgroundColor: vars.colors.surface }),
});
