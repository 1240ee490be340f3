import { globalStyle, style } from '@vanilla-extract/css';
import { media, onHover, skippedUntilNear, vars } from '../../engine/page/theme/index.ts';

export const bar = style({
  backgroundColor: vars.colors.surface,
  borderTop: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  marginTop: vars.space[7],
  ...skippedUntilNear(420),
});

export const inner = style({
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[5]} ${vars.space[6]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  '@media': { [media.mobile]: { paddingTop: vars.space[6], paddingInline: vars.space[4] } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space[6],
});

export const columnHeading = style({
  fontSize: vars.fontSizes[3],
  fontFamily: vars.fonts.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBottom: vars.space[3],
});

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });

export const languages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[5],
});

globalStyle(`${languages} a[aria-current="true"]`, { fontWeight: 700, textDecoration: 'underline' });

export const footerLink = style({
  color: vars.colors.text,
  textDecoration: 'none',
  display: 'inline-block',
  padding: `${vars.space[1]} 0`,
  '@media': onHover({ textDecoration: 'underline', color: vars.colors.accent }),
});

export const legal = style({
  display: 'flex',
  gap: vars.space[5],
  alignItems: 'flex-start',
  borderTop: `1px solid ${vars.colors.border}`,
  paddingTop: vars.space[5],
});

export const legalText = style({
  display: 'grid',
  gap: vars.space[3],
  fontSize: vars.fontSizes[2],
  color: vars.colors.textMuted,
});
globalStyle(`${legalText} p`, { margin: 0 });

export const ageBadge = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: vars.radii.round,
  border: `3px solid ${vars.colors.danger}`,
  color: vars.colors.text,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes[4],
});
