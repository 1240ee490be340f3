import { memo } from 'react';
import type { Game } from '../../engine/player/lobby/index.ts';
import { styled } from '../../engine/page/index.ts';
import { GameCard } from './GameCard.tsx';
import { CARD_GAP, COMPACT, ROW_CARD_WIDTH, cardHeightFor } from './grid-geometry.ts';
import type { CardOptions } from './VirtualGameGrid.tsx';

/** A phone's row: smaller cards, their name alone. */
export const COMPACT_ROW = {
  gridAutoColumns: COMPACT.rowCardWidth,
  gap: COMPACT.gap,
  height: cardHeightFor(COMPACT.rowCardWidth, COMPACT.textHeight),
} as const;

/** A single horizontal scroller of fixed-size cards; its height is known before any game loads. */
export const RowScroller = styled('ul', {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: ROW_CARD_WIDTH,
  gap: CARD_GAP,
  height: cardHeightFor(ROW_CARD_WIDTH),
  margin: 0,
  padding: '0 0 $2',
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  '& > li': { scrollSnapAlign: 'start' },
  // game-card-styles.ts reads data-compact: the cards show their name alone.
  '&[data-compact]': COMPACT_ROW,
});

interface GameRowProps {
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  card: CardOptions;
  label: string;
  /** Laid out for a phone (the grid's width says so). */
  compact: boolean;
}

/** A row of a few games (props.maxGames, ROW_DEFAULT_MAX when absent): short enough to render whole. */
export const GameRow = memo(function GameRow({ games, favourites, card, label, compact }: GameRowProps) {
  return (
    <RowScroller aria-label={label} data-compact={compact || undefined}>
      {games.map((game) => (
        <li key={game.GameGroupId}>
          <GameCard game={game} isFavourite={favourites.has(game.GameGroupId)} {...card} />
        </li>
      ))}
    </RowScroller>
  );
});
