import { globalStyle, style } from '@vanilla-extract/css';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';
import { CARD_TEXT_HEIGHT, COMPACT } from './grid-geometry.ts';

/** Inside a grid or row laid out for a phone (data-compact, set from the grid's width). */
const COMPACT_CARD = '[data-compact] &';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const cardRoot = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
  overflow: 'hidden',
  transition: 'transform 150ms ease',
  // Tapped: the game page is on its way.
  selectors: { '&[data-opening]': { opacity: 0.7 } },
  '@media': {
    ...onHover({ transform: 'translateY(-2px)' }),
    [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
  },
});

/** For the router's Link, which renders the <a>. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.colors.text,
  textDecoration: 'none',
  borderRadius: vars.radii[2],
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceRaised,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  height: CARD_TEXT_HEIGHT,
  padding: `0 ${vars.space[3]}`,
  minWidth: 0,
  selectors: { [COMPACT_CARD]: { height: COMPACT.textHeight, padding: `0 ${vars.space[2]}` } },
});

export const gameName = style({
  ...oneLine,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes[2],
  lineHeight: '20px',
  selectors: { [COMPACT_CARD]: { fontSize: vars.fontSizes[1], lineHeight: '16px' } },
});

/** Left out on a phone, where the tile is narrow: the name is what a player looks for. */
export const vendor = style({
  ...oneLine,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes[1],
  lineHeight: '16px',
  selectors: { [COMPACT_CARD]: { display: 'none' } },
});

/**
 * The heart, at the thumbnail's top left: game art often carries its own badge at the top right
 * (the platform's "JACKPOT" mark), and the jackpot amount stands at the bottom. Its tap target is
 * 44 × 44 px; the dark disc drawn inside it is smaller.
 */
export const heartButton = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 6,
      borderRadius: vars.radii.round,
      backgroundColor: 'rgba(0, 0, 0, 0.6)',
    },
    '&[aria-pressed="true"]': { color: vars.colors.accent },
    '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: -2, borderRadius: vars.radii.round },
  },
});
globalStyle(`${heartButton} svg`, { position: 'relative', width: 20, height: 20 });

/** The live jackpot amount, across the foot of the thumbnail: clear of the heart and of the art's corners. */
export const cardJackpotBadge = style({
  position: 'absolute',
  left: vars.space[2],
  bottom: CARD_TEXT_HEIGHT + 8,
  maxWidth: 'calc(100% - 16px)',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radii[1],
  backgroundColor: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  fontFamily: vars.fonts.accent,
  fontSize: vars.fontSizes[1],
  fontVariantNumeric: 'tabular-nums',
  // Its own layer: the amount counts up ten times a second, and redrawing it must not redraw the
  // thumbnail it sits on (on a phone that raster work held back the frames of the player's taps).
  willChange: 'transform',
  ...oneLine,
  selectors: {
    [COMPACT_CARD]: {
      left: vars.space[1],
      bottom: COMPACT.textHeight + 4,
      maxWidth: 'calc(100% - 8px)',
      padding: `1px ${vars.space[1]}`,
      fontSize: 11,
    },
  },
});

/** A grey placeholder shaped like a card, for skeletons. */
export const cardPlaceholder = style({
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
  selectors: {
    '&::before': { content: '""', display: 'block', aspectRatio: '4 / 3', backgroundColor: vars.colors.surfaceRaised },
    '&::after': { content: '""', display: 'block', height: CARD_TEXT_HEIGHT },
  },
  '@media': { [media.mobile]: { selectors: { '&::after': { height: COMPACT.textHeight } } } },
});
