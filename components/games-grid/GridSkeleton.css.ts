import { style } from '@vanilla-extract/css';
import { media } from '../../engine/page/theme/index.ts';
import { COMPACT_ROW, rowScroller } from './GameRow.css.ts';
import { CARD_GAP, COMPACT, MIN_CARD_WIDTH } from './grid-geometry.ts';

/** The same columns the virtual grid computes (gridLayoutFor), here in CSS so the server can render it. */
export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_CARD_WIDTH}px, 1fr))`,
  gap: CARD_GAP,
  '@media': { [media.mobile]: { gridTemplateColumns: `repeat(${COMPACT.columns}, minmax(0, 1fr))`, gap: COMPACT.gap } },
});

/** A row's placeholders, phone-sized on a phone as the row's cards will be. */
export const skeletonRow = style([rowScroller, { '@media': { [media.mobile]: COMPACT_ROW } }]);
