import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';
import { time as labelledFigure } from '../ui/SessionTime.css.ts';

export const notice = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  // On a phone from the top, so the action stays above the cookie notice while it waits for an answer.
  '@media': {
    [media.phone]: { alignContent: 'start', overflowY: 'auto', padding: vars.space[4], backgroundColor: vars.colors.background },
  },
});
globalStyle(`${notice} h1`, { fontSize: vars.fontSizes[7] });
globalStyle(`${notice} p`, { maxWidth: 560, margin: 0, color: vars.colors.textMuted });
globalStyle(`${notice} img`, {
  width: 'min(420px, 100%)',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii[3],
  boxShadow: vars.shadows.raised,
});

export const frameArea = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '#000000',
  '@media': {
    [media.tablet]: { flex: 'none', height: `calc(100vh - ${vars.sizes.header})` },
    [media.phone]: { flex: 1, height: 'auto' },
  },
});
globalStyle(`${frameArea} iframe`, { flex: 1, width: '100%', border: 0, display: 'block' });

/** The title bar with Close game, above the frame on tablets and desktops; a phone has the game bar instead. */
export const frameBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  backgroundColor: vars.colors.surfaceRaised,
  '@media': { [media.phone]: { display: 'none' } },
});
/** The time since the game opened and the net position, beside the title: label above figure, as in the header. */
export const frameFigures = style({
  display: 'flex',
  gap: vars.space[5],
  marginInlineStart: 'auto',
});
/** Each figure as the header's session time is drawn: one rule for both. */
export const frameFigure = labelledFigure;

globalStyle(`${frameBar} h1`, {
  fontSize: vars.fontSizes[4],
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
