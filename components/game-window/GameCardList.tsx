import type { CatalogueGame } from '../../engine/platform/index.ts';
import { responsiveImage, styled } from '../../engine/page/index.ts';

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: '$3',
});

const Card = styled('a', {
  display: 'grid',
  gap: '$1',
  color: '$text',
  textDecoration: 'none',
  fontSize: '$2',
  '& img': { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '$2', backgroundColor: '$surface' },
  '&:hover span': { textDecoration: 'underline' },
});

/** Game cards linking to their game pages; the name is the link's text, so the art is decorative. */
export function GameCardList({ games, emptyText }: { games: readonly CatalogueGame[]; emptyText: string }) {
  if (games.length === 0) return <p>{emptyText}</p>;
  return (
    <List>
      {games.map((game) => (
        <li key={game.GameGroupId}>
          <Card href={`/game/${game.GameGroupId}`}>
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
          </Card>
        </li>
      ))}
    </List>
  );
}
