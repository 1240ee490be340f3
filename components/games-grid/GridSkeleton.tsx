import { styled } from '../../engine/page/index.ts';
import { CardPlaceholder } from './game-card-styles.ts';
import { COMPACT_ROW, RowScroller } from './GameRow.tsx';
import { CARD_GAP, COMPACT, MIN_CARD_WIDTH, SKELETON_ROWS } from './grid-geometry.ts';

/** The same columns the virtual grid computes (gridLayoutFor), here in CSS so the server can render it. */
const SkeletonGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_CARD_WIDTH}px, 1fr))`,
  gap: CARD_GAP,
  '@mobile': { gridTemplateColumns: `repeat(${COMPACT.columns}, minmax(0, 1fr))`, gap: COMPACT.gap },
});

/** A row's placeholders, phone-sized on a phone as the row's cards will be. */
const SkeletonRow = styled(RowScroller, { '@mobile': COMPACT_ROW });

/** Enough placeholders to fill SKELETON_ROWS rows at the widest desktop column count. */
const SKELETON_CARDS = SKELETON_ROWS * 8;

/**
 * What the server and the first browser render show while the catalogue loads: placeholders of
 * the cards' exact shape, so the games take their place without the page jumping.
 */
export function GridSkeleton({ layout, count, label }: { layout: 'grid' | 'row'; count: number; label: string }) {
  if (layout === 'row')
    return (
      <SkeletonRow as="div" role="status" aria-label={label} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <CardPlaceholder key={index} />
        ))}
      </SkeletonRow>
    );
  return (
    <SkeletonGrid role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: Math.min(count, SKELETON_CARDS) }, (_, index) => (
        <CardPlaceholder key={index} />
      ))}
    </SkeletonGrid>
  );
}
