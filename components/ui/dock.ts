import { styled } from '../../engine/page/index.ts';

/**
 * The dock: a bar across the screen's foot that holds the launchers (help, chat, quests). It takes
 * its own room at the end of the page, so nothing floats over a game, a chip or a link at any
 * scroll position, and no content keeps a gutter free for floating buttons.
 */
export const DOCK_HEIGHT = 56;

/** The dock's own room at the end of the page: the footer's last line scrolls clear of the bar. */
export const DockSpace = styled('div', { height: `calc(${DOCK_HEIGHT}px + env(safe-area-inset-bottom, 0px))` });

export const DockBar = styled('div', {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: '$overlay',
  backgroundColor: '$surface',
  borderTop: '1px solid $border',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

/** On wide screens the launchers stand at the content's right edge; on a phone they share the bar as tabs. */
export const DockItems = styled('div', {
  maxWidth: '$content',
  height: DOCK_HEIGHT,
  margin: '0 auto',
  padding: '0 $4',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$3',
  '@mobile': { padding: 0, gap: 0, justifyContent: 'space-around' },
});

/** A launcher in the dock: icon and label side by side, stacked as a tab on a phone; 44 px tall at least. */
export const DockButton = styled('button', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minWidth: 44,
  minHeight: 44,
  padding: '0 $4',
  border: '1px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '& svg': { flex: '0 0 auto', width: 22, height: 22 },
  '&:hover': { borderColor: '$primary' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
  '@mobile': {
    flex: '1 1 0',
    minWidth: 0,
    height: DOCK_HEIGHT,
    flexDirection: 'column',
    gap: 2,
    padding: '0 $1',
    border: 'none',
    borderRadius: 0,
    backgroundColor: 'transparent',
    fontSize: '$1',
    '& > span': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
});
