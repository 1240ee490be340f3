import { style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const banner = style({
  backgroundColor: vars.colors.surfaceRaised,
  borderLeft: `6px solid ${vars.colors.primary}`,
  borderRadius: vars.radii[2],
  maxWidth: vars.sizes.content,
  margin: `${vars.space[5]} auto`,
  padding: vars.space[5],
  display: 'grid',
  gap: vars.space[2],
  '@media': { [media.mobile]: { margin: vars.space[4] } },
});

export const title = style({ fontSize: vars.fontSizes[5] });

export const message = style({ margin: 0 });
