import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { useFavouriteAsked, type Game } from '../../engine/player/lobby/index.ts';
import { responsiveImage, THUMBNAIL_IMAGE, useText } from '../../engine/page/index.ts';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import { isPlainClick } from '../ui/index.ts';
import { CardJackpot } from './CardJackpot.tsx';
import * as styles from './GameCard.css.ts';

export interface GameCardProps {
  game: Game;
  isFavourite: boolean;
  /** Shows the heart (the brand offers favourites). */
  showFavourite: boolean;
  /** Logged out, the heart asks the visitor to log in instead of saving. */
  loggedIn: boolean;
  /** Shows the jackpot of a jackpot game (features.gameCardJackpotTicker). */
  showJackpot: boolean;
  /** Must be stable (the same function across renders) so cards stay memoised. */
  onFavourite: (gameGroupId: number) => void;
}

/** A heart, filled when the game is a favourite. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * One game: thumbnail, name and vendor link to its page; the heart saves it as a favourite.
 * Memoised: a card re-renders only when its own game or favourite state changes.
 */
export const GameCard = memo(function GameCard({
  game,
  isFavourite,
  showFavourite,
  loggedIn,
  showJackpot,
  onFavourite,
}: GameCardProps) {
  const t = useText(lobbyMessages);
  // A toggle in flight shows the state asked for; the grid's list follows after the tap's paint.
  const asked = useFavouriteAsked(game.GameGroupId);
  const favourite = loggedIn && (asked ?? isFavourite);
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const params = { gameGroupId: String(game.GameGroupId) };
  return (
    <article className={styles.cardRoot} data-opening={opening || undefined}>
      <Link
        to="/game/$gameGroupId"
        params={params}
        className={styles.cardLink}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          // The tap shows on the card at once; the game page, a whole new page to render, follows the paint.
          event.preventDefault();
          setOpening(true);
          afterNextPaint(() => void navigate({ to: '/game/$gameGroupId', params }).finally(() => setOpening(false)));
        }}
      >
        <img
          className={styles.thumbnail}
          {...responsiveImage(game.ImageUrl, THUMBNAIL_IMAGE)}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.cardText}>
          <span className={styles.gameName}>{game.Name}</span>
          {game.Vendor && <span className={styles.vendor}>{game.Vendor}</span>}
        </span>
      </Link>
      {showJackpot && game.Jackpot && <CardJackpot kind={game.Jackpot} />}
      {showFavourite && (
        <button
          className={styles.heartButton}
          type="button"
          aria-pressed={favourite}
          aria-busy={asked !== undefined}
          aria-label={t(loggedIn ? 'card.favourite' : 'card.favouriteLoggedOut', { name: game.Name })}
          onClick={() => onFavourite(game.GameGroupId)}
        >
          <Heart filled={favourite} />
        </button>
      )}
    </article>
  );
});
