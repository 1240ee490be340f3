import { style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

/** Fixed to the bottom: appearing after hydration it covers content instead of pushing it (no layout shift). */
export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  // Above the dock, below dialogs: the cookie settings it opens must not sit under it.
  zIndex: 55,
  backgroundColor: vars.colors.surfaceRaised,
  color: vars.colors.text,
  borderTop: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.raised,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  '@media': { [media.mobile]: { padding: vars.space[4] } },
});
export const inner = style({
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[4],
});
export const message = style({ margin: 0, flex: '1 1 320px', fontSize: vars.fontSizes[2] });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
