import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const notice = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
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

/** On a phone the game fills the screen: the session time rides in its bar (the header has it elsewhere). */
export const phoneOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'block', marginLeft: 'auto' } } });

export const frameArea = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '#000000',
});
globalStyle(`${frameArea} iframe`, { flex: 1, width: '100%', border: 0, display: 'block' });

export const frameBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  backgroundColor: vars.colors.surfaceRaised,
});
globalStyle(`${frameBar} h1`, {
  fontSize: vars.fontSizes[4],
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
