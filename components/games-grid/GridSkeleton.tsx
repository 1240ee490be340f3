import { cardPlaceholder } from './GameCard.css.ts';
import { skeletonGrid, skeletonRow } from './GridSkeleton.css.ts';
import { SKELETON_ROWS } from './grid-geometry.ts';

/** Enough placeholders to fill SKELETON_ROWS rows at the widest desktop column count. */
const SKELETON_CARDS = SKELETON_ROWS * 8;

/**
 * What the server and the first browser render show while the catalogue loads: placeholders of
 * the cards' exact shape, so the games take their place without the page jumping.
 */
export function GridSkeleton({ layout, count, label }: { layout: 'grid' | 'row'; count: number; label: string }) {
  if (layout === 'row')
    return (
      <div className={skeletonRow} role="status" aria-label={label} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={cardPlaceholder} />
        ))}
      </div>
    );
  return (
    <div className={skeletonGrid} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: Math.min(count, SKELETON_CARDS) }, (_, index) => (
        <div key={index} className={cardPlaceholder} />
      ))}
    </div>
  );
}
