import { memo } from 'react';
import type { Game } from '../../engine/player/lobby/index.ts';
import { GameCard } from './GameCard.tsx';
import { rowScroller } from './GameRow.css.ts';
import { useDrawnInSteps } from './use-drawn-in-steps.ts';
import type { CardOptions } from './VirtualGameGrid.tsx';

interface GameRowProps {
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  card: CardOptions;
  label: string;
  /** Laid out for a phone (the grid's width says so). */
  compact: boolean;
}

/** Cards of a row drawn a frame (see useDrawnInSteps). */
export const CARDS_PER_FRAME = 4;

/**
 * A row of a few games (props.maxGames, ROW_DEFAULT_MAX when absent). It is drawn when the player
 * nears it, often while typing in search or after a tab (a short grid above brings it near): a few
 * cards a frame, so a key or a tap never waits for the whole row.
 */
export const GameRow = memo(function GameRow({ games, favourites, card, label, compact }: GameRowProps) {
  const drawn = useDrawnInSteps(games, games.length, CARDS_PER_FRAME, false);
  return (
    <ul className={rowScroller} aria-label={label} data-compact={compact || undefined}>
      {games.slice(0, drawn).map((game) => (
        <li key={game.GameGroupId}>
          <GameCard game={game} isFavourite={favourites.has(game.GameGroupId)} {...card} />
        </li>
      ))}
    </ul>
  );
});
