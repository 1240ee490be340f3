import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../engine/page/theme/index.ts';

export const section = style({
  width: '100%',
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});
export const heading = style({
  fontFamily: vars.fonts.display,
  fontSize: vars.fontSizes[6],
  margin: `0 0 ${vars.space[4]}`,
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[5] } },
});

/** Classic: a compact strip. Revamped (features.revampedJackpotTicker): large cards with the brand's display type. */
export const tickers = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    // On a phone the tickers scroll sideways rather than stacking five screens tall.
    '@media': {
      [media.mobile]: { gridAutoFlow: 'column', gridAutoColumns: '72%', overflowX: 'auto', scrollSnapType: 'x mandatory' },
    },
  },
  variants: {
    revamped: {
      true: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: vars.space[4],
        '@media': { [media.mobile]: { gridTemplateColumns: 'none' } },
      },
      false: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: vars.space[2],
        '@media': { [media.mobile]: { gridTemplateColumns: 'none' } },
      },
    },
  },
});

export const ticker = recipe({
  base: {
    scrollSnapAlign: 'start',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    borderRadius: vars.radii[2],
    color: vars.colors.text,
  },
  variants: {
    revamped: {
      true: {
        minHeight: 132,
        padding: `${vars.space[4]} ${vars.space[5]}`,
        gap: vars.space[1],
        border: `2px solid ${vars.colors.primary}`,
        backgroundImage: `linear-gradient(160deg, ${vars.colors.surfaceRaised}, ${vars.colors.surface})`,
        boxShadow: vars.shadows.raised,
      },
      false: {
        minHeight: 84,
        padding: `${vars.space[3]} ${vars.space[4]}`,
        gap: 2,
        backgroundColor: vars.colors.surface,
        border: `1px solid ${vars.colors.border}`,
      },
    },
  },
});

export const name = style({
  fontFamily: vars.fonts.accent,
  fontSize: vars.fontSizes[2],
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const amount = recipe({
  base: { fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeights.bold, whiteSpace: 'nowrap' },
  variants: {
    revamped: {
      // Millions must fit a fifth of the row in every brand's display font: the size follows the viewport.
      true: {
        fontFamily: vars.fonts.display,
        fontSize: 'clamp(1.5rem, 2.3vw, 2.25rem)',
        color: vars.colors.accent,
        '@media': { [media.mobile]: { fontSize: vars.fontSizes[6] } },
      },
      false: { fontFamily: vars.fonts.body, fontSize: vars.fontSizes[5], color: vars.colors.text },
    },
  },
});

export const amountPlaceholder = recipe({
  base: { display: 'block', width: '70%', borderRadius: vars.radii[1], backgroundColor: vars.colors.surfaceRaised },
  variants: { revamped: { true: { height: '2.25rem' }, false: { height: '1.375rem' } } },
});

export const detail = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes[2], minHeight: '1.3em' });
