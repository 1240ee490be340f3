import { style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

/** A raised panel for a card in a grid (blog posts, promotions): image on top, body below. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii[3],
  overflow: 'hidden',
  minWidth: 0,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[5], flex: 1 });

/** A responsive grid of cards: as many columns of at least 260 px as fit. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space[5],
});

/** The page's content column. */
export const section = style({
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[5]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [media.mobile]: { padding: `${vars.space[6]} ${vars.space[4]}` } },
});
