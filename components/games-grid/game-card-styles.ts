import { css, styled } from '../../engine/page/index.ts';
import { CARD_TEXT_HEIGHT, COMPACT } from './grid-geometry.ts';

/** Inside a grid or row laid out for a phone (data-compact, set from the grid's width). */
const COMPACT_CARD = '[data-compact] &';

export const CardRoot = styled('article', {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$2',
  backgroundColor: '$surface',
  overflow: 'hidden',
  transition: 'transform 150ms ease',
  '&:hover': { transform: 'translateY(-2px)' },
  '@reducedMotion': { transition: 'none', '&:hover': { transform: 'none' } },
});

/** For the router's Link, which renders the <a>. */
export const cardLink = css({
  display: 'flex',
  flexDirection: 'column',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$2',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const Thumbnail = styled('img', {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: '$surfaceRaised',
});

export const CardText = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  height: CARD_TEXT_HEIGHT,
  padding: '0 $3',
  minWidth: 0,
  [COMPACT_CARD]: { height: COMPACT.textHeight, padding: '0 $2' },
});

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const GameName = styled('span', {
  ...oneLine,
  fontWeight: '$bold',
  fontSize: '$2',
  lineHeight: '20px',
  [COMPACT_CARD]: { fontSize: '$1', lineHeight: '16px' },
});
/** Left out on a phone, where the tile is narrow: the name is what a player looks for. */
export const Vendor = styled('span', {
  ...oneLine,
  color: '$textMuted',
  fontSize: '$1',
  lineHeight: '16px',
  [COMPACT_CARD]: { display: 'none' },
});

/**
 * The heart, at the thumbnail's top left: game art often carries its own badge at the top right
 * (the platform's "JACKPOT" mark), and the jackpot amount stands at the bottom. Its tap target is
 * 44 × 44 px; the dark disc drawn inside it is smaller.
 */
export const HeartButton = styled('button', {
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
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 6,
    borderRadius: '$round',
    backgroundColor: 'rgba(0, 0, 0, 0.6)',
  },
  '& svg': { position: 'relative', width: 20, height: 20 },
  '&[aria-pressed="true"]': { color: '$accent' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: -2, borderRadius: '$round' },
});

/** The live jackpot amount, across the foot of the thumbnail: clear of the heart and of the art's corners. */
export const CardJackpotBadge = styled('span', {
  position: 'absolute',
  left: '$2',
  bottom: CARD_TEXT_HEIGHT + 8,
  maxWidth: 'calc(100% - 16px)',
  padding: '$1 $2',
  borderRadius: '$1',
  backgroundColor: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  fontFamily: '$accent',
  fontSize: '$1',
  fontVariantNumeric: 'tabular-nums',
  ...oneLine,
  [COMPACT_CARD]: { left: '$1', bottom: COMPACT.textHeight + 4, maxWidth: 'calc(100% - 8px)', padding: '1px $1', fontSize: 11 },
});

/** A grey placeholder shaped like a card, for skeletons. */
export const CardPlaceholder = styled('div', {
  borderRadius: '$2',
  backgroundColor: '$surface',
  '&::before': { content: '""', display: 'block', aspectRatio: '4 / 3', backgroundColor: '$surfaceRaised' },
  '&::after': { content: '""', display: 'block', height: CARD_TEXT_HEIGHT },
  '@mobile': { '&::after': { height: COMPACT.textHeight } },
});
