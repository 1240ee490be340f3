import { css, styled } from '../../engine/page/index.ts';
import { CARD_TEXT_HEIGHT } from './grid-geometry.ts';

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
});

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const GameName = styled('span', { ...oneLine, fontWeight: '$bold', fontSize: '$2', lineHeight: '20px' });
export const Vendor = styled('span', { ...oneLine, color: '$textMuted', fontSize: '$1', lineHeight: '16px' });

export const HeartButton = styled('button', {
  position: 'absolute',
  top: '$2',
  right: '$2',
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: '$round',
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  color: '#ffffff',
  cursor: 'pointer',
  '& svg': { width: 22, height: 22 },
  '&[aria-pressed="true"]': { color: '$accent' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const CardJackpotBadge = styled('span', {
  position: 'absolute',
  left: '$2',
  top: '$2',
  maxWidth: 'calc(100% - 64px)',
  padding: '$1 $2',
  borderRadius: '$1',
  backgroundColor: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  fontFamily: '$accent',
  fontSize: '$1',
  fontVariantNumeric: 'tabular-nums',
  ...oneLine,
});

/** A grey placeholder shaped like a card, for skeletons. */
export const CardPlaceholder = styled('div', {
  borderRadius: '$2',
  backgroundColor: '$surface',
  '&::before': { content: '""', display: 'block', aspectRatio: '4 / 3', backgroundColor: '$surfaceRaised' },
  '&::after': { content: '""', display: 'block', height: CARD_TEXT_HEIGHT },
});
