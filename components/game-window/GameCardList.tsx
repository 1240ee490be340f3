import type { CatalogueGame } from '../../engine/platform/index.ts';
import { responsiveImage } from '../../engine/page/index.ts';
import * as styles from './GameCardList.css.ts';

/** Game cards linking to their game pages; the name is the link's text, so the art is decorative. */
export function GameCardList({ games, emptyText }: { games: readonly CatalogueGame[]; emptyText: string }) {
  if (games.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {games.map((game) => (
        <li key={game.GameGroupId}>
          <a className={styles.card} href={`/game/${game.GameGroupId}`}>
            {game.ImageUrl ? (
              <img
                {...responsiveImage(game.ImageUrl, { widths: [160, 320], sizes: '160px' })}
                alt=""
                loading="lazy"
                decoding="async"
                width={160}
                height={120}
              />
            ) : null}
            <span>{game.Name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
