import { observeWindowOffset, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { Game } from '../../engine/player/lobby/index.ts';
import { GameCard, type GameCardProps } from './GameCard.tsx';
import { gridLayoutFor, rowHeightFor } from './grid-geometry.ts';
import { useDrawnInSteps } from './use-drawn-in-steps.ts';
import { useElementBox, type ElementBox } from './use-element-width.ts';
import * as styles from './VirtualGameGrid.css.ts';

export type CardOptions = Omit<GameCardProps, 'game' | 'isFavourite'>;

interface VirtualGameGridProps {
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  card: CardOptions;
  label: string;
  /** The box the grid will have, as far as its parent knows: the first render lays out the right columns. */
  initialBox: ElementBox;
}

/** Rows of a new list of games drawn a frame (see useDrawnInSteps). */
export const ROWS_PER_FRAME = 2;

/**
 * The first `count` rows to draw, those on screen before those kept ready above and below it, in
 * the page's order (the order a screen reader and the keyboard follow).
 */
function rowsToDraw<Row extends { start: number; end: number }>(rows: Row[], count: number, top: number, height: number): Row[] {
  if (count >= rows.length) return rows;
  const inView = (row: Row) => row.end > top && row.start < top + height;
  const chosen = new Set([...rows.filter(inView), ...rows.filter((row) => !inView(row))].slice(0, count));
  return rows.filter((row) => chosen.has(row));
}

/**
 * The window's scroll, as the virtualiser follows it, told where it is the moment it starts to follow.
 * The virtualiser reads the offset at its first render, and on attaching writes that offset back to
 * the window: a player who scrolled in between (the render yielded, or waited for the grid's code)
 * was thrown back to the top of the page, and their next tap landed on whatever was there.
 */
function observeWindowOffsetFromNow(
  virtualizer: Virtualizer<Window, Element>,
  report: (offset: number, isScrolling: boolean) => void,
) {
  const stop = observeWindowOffset(virtualizer, report);
  report(window.scrollY, false);
  return stop;
}

/** The window's size, known without a layout: the virtualiser's first render already has the rows on screen. */
const windowRect = () =>
  typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };

/**
 * The games as rows of cards, virtualised against the window: only the rows on screen (and a few
 * either side) are in the DOM, so 10,000 games cost what 30 do. Row heights are computed, not
 * measured: cards have a fixed shape (4:3 thumbnail, fixed text block). Memoised: a keystroke that
 * does not change the games does not reach it.
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({
  games,
  favourites,
  card,
  label,
  initialBox,
}: VirtualGameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useElementBox(ref, initialBox);
  const layout = gridLayoutFor(width);
  const { columns } = layout;
  const rowHeight = rowHeightFor(width, layout);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / columns),
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: top,
    initialRect: windowRect(),
    observeElementOffset: observeWindowOffsetFromNow,
    // Rows follow scrolling in React's own time: flushSync would render them inside the scroll or
    // resize event, a long task on a phone (and inside hydration when the window's size is first read).
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  // A new list of games (another category, a search's results) is drawn a few rows a frame, those on screen first.
  const drawnRows = rowsToDraw(
    rows,
    useDrawnInSteps(games, rows.length, ROWS_PER_FRAME, true),
    virtualizer.scrollOffset ?? 0,
    virtualizer.scrollRect?.height ?? 0,
  );
  // Rows are re-measured when their height changes, not on mount: the estimate is already theirs.
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  return (
    <div
      className={styles.rows}
      ref={ref}
      role="group"
      aria-label={label}
      data-compact={layout.compact || undefined}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {drawnRows.map((row) => (
        <ul
          className={styles.row}
          key={row.key}
          data-row={row.index}
          style={{
            height: rowHeight - layout.gap,
            gap: layout.gap,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
            <li key={game.GameGroupId}>
              <GameCard game={game} isFavourite={favourites.has(game.GameGroupId)} {...card} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
});
