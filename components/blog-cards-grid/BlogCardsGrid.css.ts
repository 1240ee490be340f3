import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const heading = style({ fontSize: vars.fontSizes[6] });

export const placeholder = style({
  height: 320,
  borderRadius: vars.radii[3],
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const note = style({ margin: 0, color: vars.colors.textMuted });

/** A featured group's grid stands a little apart from its heading. */
export const featuredGrid = style({ marginTop: vars.space[4] });
