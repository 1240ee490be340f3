import { globalStyle, style } from '@vanilla-extract/css';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';
import { DOCK_HEIGHT } from './dock.ts';

/** The dock's own room at the end of the page: the footer's last line scrolls clear of the bar. */
export const dockSpace = style({ height: `calc(${DOCK_HEIGHT}px + env(safe-area-inset-bottom, 0px))` });

export const dockBar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndices.overlay,
  backgroundColor: vars.colors.surface,
  borderTop: `1px solid ${vars.colors.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

/** On wide screens the launchers stand at the content's right edge; on a phone they share the bar as tabs. */
export const dockItems = style({
  maxWidth: vars.sizes.content,
  height: DOCK_HEIGHT,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  '@media': { [media.mobile]: { padding: 0, gap: 0, justifyContent: 'space-around' } },
});

/** A launcher in the dock: icon and label side by side, stacked as a tab on a phone; 44 px tall at least. */
export const dockButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.surfaceRaised,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes[2],
  fontWeight: vars.fontWeights.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 } },
  '@media': {
    ...onHover({ borderColor: vars.colors.primary }),
    [media.mobile]: {
      flex: '1 1 0',
      minWidth: 0,
      height: DOCK_HEIGHT,
      flexDirection: 'column',
      gap: 2,
      padding: `0 ${vars.space[1]}`,
      border: 'none',
      borderRadius: 0,
      backgroundColor: 'transparent',
      fontSize: vars.fontSizes[1],
    },
  },
});
globalStyle(`${dockButton} svg`, { flex: '0 0 auto', width: 22, height: 22 });
globalStyle(`${dockButton} > span`, {
  '@media': { [media.mobile]: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' } },
});
