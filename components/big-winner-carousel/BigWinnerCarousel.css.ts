import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, skippedUntilNear, vars } from '../../engine/page/theme/index.ts';

/** Slides have a fixed height, so the skeleton and the wins take the same room. */
const SLIDE_HEIGHT = 236;

export const section = style({
  width: '100%',
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  ...skippedUntilNear(SLIDE_HEIGHT + 96),
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});
export const heading = style({
  fontFamily: vars.fonts.display,
  fontSize: vars.fontSizes[6],
  margin: 0,
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[5] } },
});
export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], color: vars.colors.textMuted });

export const arrowButton = style({
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  fontSize: vars.fontSizes[4],
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const group = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] },
  variants: {
    perGroup: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    },
  },
});

export const slide = style({
  height: SLIDE_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii[2],
  overflow: 'hidden',
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const slideImage = style({ display: 'block', width: '100%', height: 140, flex: '0 0 auto', objectFit: 'cover' });

export const slideText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 2,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  minWidth: 0,
});
globalStyle(`${slideText} > *`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 });

export const winAmount = style({
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.accent,
  fontVariantNumeric: 'tabular-nums',
});
export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes[1] });

export const slidePlaceholder = style({
  height: SLIDE_HEIGHT,
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
});
