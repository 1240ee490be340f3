import { style } from '@vanilla-extract/css';
import { onHover, vars } from '../../engine/page/theme/index.ts';

/**
 * One row, scrolling sideways where the tabs do not fit: its height is known before the categories
 * arrive, so the loading row keeps their place and nothing below moves when they come.
 */
export const list = style({
  listStyle: 'none',
  // Room for a tab's focus ring inside the scrolling box, the tabs still lined up with the text.
  margin: `0 calc(-1 * ${vars.space[2]})`,
  padding: vars.space[2],
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const item = style({ flex: 'none' });

export const tabLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radii.round,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeights.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      borderColor: vars.colors.primary,
    },
  },
  '@media': onHover({ borderColor: vars.colors.primary }),
});

export const icon = style({ width: 20, height: 20 });

/** The loading row's one tab: a tab's height, not seen. */
export const skeletonTab = style({ visibility: 'hidden' });
