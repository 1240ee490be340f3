import { memo } from 'react';
import type { Game } from '../../engine/player/lobby/index.ts';
import { GameCard } from './GameCard.tsx';
import { rowScroller } from './GameRow.css.ts';
import type { CardOptions } from './VirtualGameGrid.tsx';

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
    <ul className={rowScroller} aria-label={label} data-compact={compact || undefined}>
      {games.map((game) => (
        <li key={game.GameGroupId}>
          <GameCard game={game} isFavourite={favourites.has(game.GameGroupId)} {...card} />
        </li>
      ))}
    </ul>
  );
});
