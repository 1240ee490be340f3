import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../engine/page/theme/index.ts';

/** Fixed heights, shared with the skeleton, so the bar does not move when the categories arrive. */
const TAB_HEIGHT = 48;
const CHIP_HEIGHT = 36;
/** On a phone every tab, chip and button of the bar is a 44 px target at least. */
const PHONE_TARGET = 44;

const focusRing = { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 };

/**
 * On a phone the bar sticks under the header while the player scrolls the games: categories and
 * search stay one tap away. The header publishes its height as --header-height.
 */
export const nav = style({
  width: '100%',
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[3]} ${vars.space[4]} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.mobile]: {
      position: 'sticky',
      top: 'var(--header-height, 0px)',
      zIndex: 5,
      padding: `${vars.space[2]} ${vars.space[3]}`,
      gap: vars.space[2],
      backgroundColor: vars.colors.background,
      borderBottom: `1px solid ${vars.colors.border}`,
    },
  },
});

export const topRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minHeight: TAB_HEIGHT });

export const scrollList = style({
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  flex: 1,
  minWidth: 0,
  scrollbarWidth: 'thin',
  paddingBottom: 2,
});

export const tab = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: TAB_HEIGHT,
  padding: `0 ${vars.space[4]}`,
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes[3],
  fontWeight: vars.fontWeights.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
    '&:focus-visible': focusRing,
  },
});

/**
 * A tab's or chip's icon, drawn in its text colour through the platform's picture as a mask: the
 * platform's pressed icon is drawn for a dark background and vanished on a light pressed tab.
 */
export const icon = style({
  flex: 'none',
  width: 24,
  height: 24,
  backgroundColor: 'currentColor',
  WebkitMaskSize: 'contain',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  maskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  maskPosition: 'center',
});

export const chip = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  height: CHIP_HEIGHT,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: 'transparent',
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes[2],
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { height: PHONE_TARGET } },
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.colors.surfaceRaised,
      borderColor: vars.colors.accent,
      color: vars.colors.text,
    },
    '&:focus-visible': focusRing,
  },
});
export const chipIcon = style([icon, { width: 18, height: 18 }]);
/** A pressed chip's icon keeps the accent of its border, as the platform's pressed icon had. */
globalStyle(`${chip}[aria-pressed="true"] ${chipIcon}`, { backgroundColor: vars.colors.accent });

export const chipRow = style({
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  minHeight: CHIP_HEIGHT + 4,
  '@media': { [media.mobile]: { minHeight: PHONE_TARGET } },
});

export const searchToggle = style({
  flex: '0 0 auto',
  width: TAB_HEIGHT,
  height: TAB_HEIGHT,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.colors.accent, color: vars.colors.accent },
    '&:focus-visible': focusRing,
  },
});
globalStyle(`${searchToggle} svg`, { width: 22, height: 22 });

export const placeholder = recipe({
  base: { flex: '0 0 auto', borderRadius: vars.radii.round, backgroundColor: vars.colors.surface },
  variants: {
    kind: {
      tab: { width: 132, height: TAB_HEIGHT },
      chip: { width: 96, height: CHIP_HEIGHT, '@media': { [media.mobile]: { height: PHONE_TARGET } } },
    },
  },
});
