import { styled } from '../../engine/page/index.ts';

/** A raised panel for a card in a grid (blog posts, promotions): image on top, body below. */
export const Card = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$3',
  overflow: 'hidden',
  minWidth: 0,
});

export const CardBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  flex: 1,
});

/** A responsive grid of cards: as many columns of at least 260 px as fit. */
export const CardGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '$5',
});

/** The page's content column. */
export const Section = styled('section', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$7 $5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  '@mobile': { padding: '$6 $4' },
});
