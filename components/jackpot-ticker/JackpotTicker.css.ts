import { styled } from '../../engine/page/index.ts';

export const Section = styled('section', {
  width: '100%',
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$5 $4',
  '@mobile': { padding: '$4 $3' },
});
export const Heading = styled('h2', { fontFamily: '$display', fontSize: '$6', margin: '0 0 $4', '@mobile': { fontSize: '$5' } });

/** Classic: a compact strip. Revamped (features.revampedJackpotTicker): large cards with the brand's display type. */
export const Tickers = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // On a phone the tickers scroll sideways rather than stacking five screens tall.
  '@mobile': { gridAutoFlow: 'column', gridAutoColumns: '72%', overflowX: 'auto', scrollSnapType: 'x mandatory' },
  variants: {
    revamped: {
      true: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: '$4',
        '@mobile': { gridTemplateColumns: 'none' },
      },
      false: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: '$2',
        '@mobile': { gridTemplateColumns: 'none' },
      },
    },
  },
});

export const Ticker = styled('li', {
  scrollSnapAlign: 'start',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  borderRadius: '$2',
  color: '$text',
  variants: {
    revamped: {
      true: {
        minHeight: 132,
        padding: '$4 $5',
        gap: '$1',
        border: '2px solid $primary',
        backgroundImage: 'linear-gradient(160deg, $surfaceRaised, $surface)',
        boxShadow: '$raised',
      },
      false: { minHeight: 84, padding: '$3 $4', gap: 2, backgroundColor: '$surface', border: '1px solid $border' },
    },
  },
});

export const Name = styled('span', {
  fontFamily: '$accent',
  fontSize: '$2',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const Amount = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
  variants: {
    revamped: {
      // Millions must fit a fifth of the row in every brand's display font: the size follows the viewport.
      true: {
        fontFamily: '$display',
        fontSize: 'clamp(1.5rem, 2.3vw, 2.25rem)',
        color: '$accent',
        '@mobile': { fontSize: '$6' },
      },
      false: { fontFamily: '$body', fontSize: '$5', color: '$text' },
    },
  },
});

export const AmountPlaceholder = styled('span', {
  display: 'block',
  width: '70%',
  borderRadius: '$1',
  backgroundColor: '$surfaceRaised',
  variants: { revamped: { true: { height: '2.25rem' }, false: { height: '1.375rem' } } },
});

export const Detail = styled('span', { color: '$textMuted', fontSize: '$2', minHeight: '1.3em' });
