import { style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const article = style({
  maxWidth: 820,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[5]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [media.mobile]: { padding: `${vars.space[6]} ${vars.space[4]}` } },
});

export const category = style({
  margin: 0,
  fontFamily: vars.fonts.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.colors.accent,
  fontSize: vars.fontSizes[2],
});

/** The post's title as the page's h1. */
export const pageTitle = style({
  fontSize: vars.fontSizes[7],
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[6] } },
});

/** The post's title under another lead component's h1. */
export const sectionTitle = style({ fontSize: vars.fontSizes[6] });

export const facts = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes[2],
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
});

export const picture = style({ width: '100%', height: 'auto', borderRadius: vars.radii[3] });
