import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

/** At most 48 px tall upright; on its side, a strip down the screen's left edge. */
export const GAME_BAR_SIZE = 48;
const STRIP_WIDTH = 72;

export const bar = style({
  display: 'none',
  '@media': {
    [media.phone]: {
      display: 'flex',
      flexShrink: 0,
      alignItems: 'center',
      gap: vars.space[2],
      height: GAME_BAR_SIZE,
      padding: `0 ${vars.space[1]} 0 ${vars.space[2]}`,
      backgroundColor: vars.colors.surfaceRaised,
      color: vars.colors.text,
    },
    [media.phoneLandscape]: {
      flexDirection: 'column',
      height: 'auto',
      width: STRIP_WIDTH,
      padding: `${vars.space[2]} 0`,
      gap: vars.space[2],
    },
  },
});

/** Session time, balance and Deposit, side by side (a column on the strip). */
export const figures = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minWidth: 0,
  '@media': { [media.phoneLandscape]: { flexDirection: 'column', gap: vars.space[2] } },
});

/** The strip is narrow: time and balance stand centred, label above figure. */
const figureRule = {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.15,
  whiteSpace: 'nowrap',
  '@media': { [media.phoneLandscape]: { alignItems: 'center' } },
} as const;
globalStyle(`${figures} > [role="timer"]`, figureRule);
globalStyle(`${figures} > [role="timer"] strong`, { fontSize: vars.fontSizes[2] });
/** A figure beside the game: its label above, its value below (the game's clock, the net position). */
export const figure = style(figureRule);
globalStyle(`${figure} span`, { fontSize: vars.fontSizes[1], color: vars.colors.textMuted });
globalStyle(`${figure} strong`, { fontSize: vars.fontSizes[2], fontVariantNumeric: 'tabular-nums' });

export const deposit = style({
  '@media': {
    [media.phone]: { minHeight: 44, padding: `0 ${vars.space[3]}` },
    [media.phoneLandscape]: { width: STRIP_WIDTH - 8, padding: 0, fontSize: vars.fontSizes[1] },
  },
});

/** Full screen, menu and close: at the bar's end (the strip's foot). */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
  '@media': { [media.phoneLandscape]: { flexDirection: 'column', marginInlineStart: 0, marginTop: 'auto' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radii[2],
  backgroundColor: 'transparent',
  color: vars.colors.text,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.focus}`, outlineOffset: -2 } },
});

/**
 * With the time, the net position and the balance in an upright bar (a market whose rulebook asks),
 * the figures and Deposit close up and full screen moves into the menu: 360 px hold them all.
 */
globalStyle(`${bar}[data-in-play] ${figures}`, {
  '@media': { [media.phone]: { gap: vars.space[2] }, [media.phoneLandscape]: { gap: vars.space[2] } },
});
globalStyle(`${bar}[data-in-play] ${deposit}`, {
  '@media': { [media.phone]: { padding: `0 ${vars.space[2]}` }, [media.phoneLandscape]: { padding: 0 } },
});
export const onItsSideOnly = style({
  '@media': { [media.phone]: { display: 'none' }, [media.phoneLandscape]: { display: 'inline-flex' } },
});
export const uprightOnly = style({ '@media': { [media.phoneLandscape]: { display: 'none' } } });

/** The menu's banking and lobby actions, above the side panel's lists. */
export const menuActions = style({ display: 'flex', gap: vars.space[2], marginBottom: vars.space[4] });
globalStyle(`${menuActions} > *`, { flex: 1 });
