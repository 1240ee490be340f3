import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';
import { CARD_GAP, COMPACT, ROW_CARD_WIDTH, cardHeightFor } from './grid-geometry.ts';

/** A phone's row: smaller cards, their name alone. */
export const COMPACT_ROW = {
  gridAutoColumns: COMPACT.rowCardWidth,
  gap: COMPACT.gap,
  height: cardHeightFor(COMPACT.rowCardWidth, COMPACT.textHeight),
} as const;

/** A single horizontal scroller of fixed-size cards; its height is known before any game loads. */
export const rowScroller = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: ROW_CARD_WIDTH,
  gap: CARD_GAP,
  height: cardHeightFor(ROW_CARD_WIDTH),
  margin: 0,
  padding: `0 0 ${vars.space[2]}`,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  // GameCard.css.ts reads data-compact: the cards show their name alone.
  selectors: { '&[data-compact]': COMPACT_ROW },
});
globalStyle(`${rowScroller} > li`, { scrollSnapAlign: 'start' });
