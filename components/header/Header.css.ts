import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars, whereHovering } from '../../engine/page/theme/index.ts';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndices.header,
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const inner = style({
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  minHeight: vars.sizes.header,
  padding: `${vars.space[2]} ${vars.space[5]}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[5],
  '@media': {
    [media.tablet]: { flexWrap: 'wrap', rowGap: vars.space[2] },
    [media.mobile]: { padding: `${vars.space[2]} ${vars.space[3]}`, gap: vars.space[2] },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.colors.text,
  textDecoration: 'none',
  fontFamily: vars.fonts.display,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes[5],
  // Compact on phones: the name stays for screen readers; the mark is a 44 px target.
  '@media': { [media.mobile]: { minWidth: 44, minHeight: 44, justifyContent: 'center' } },
});
globalStyle(`${logo} img`, { width: 36, height: 36 });
/** A logo keeps its shape: as tall as the favicon would be, as wide as it is drawn, within reason. */
export const brandLogo = style({});
globalStyle(`${logo} ${brandLogo}`, { width: 'auto', maxWidth: 160, objectFit: 'contain' });
globalStyle(`${logo} span`, {
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const nav = style({
  flex: '1 1 auto',
  '@media': { [media.tablet]: { order: 3, flexBasis: '100%', overflowX: 'auto' } },
});
globalStyle(`${nav} ul`, { display: 'flex', gap: vars.space[4], listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${nav} a`, {
  color: vars.colors.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeights.bold,
  padding: `${vars.space[2]} 0`,
  display: 'inline-block',
  '@media': {
    [media.mobile]: { minWidth: 44, minHeight: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  },
});
globalStyle(`${nav} a:hover`, whereHovering({ color: vars.colors.accent, textDecoration: 'underline' }));

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginLeft: 'auto',
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space[2] } },
});

export const balance = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: 1.2,
});
globalStyle(`${balance} span`, {
  fontSize: vars.fontSizes[1],
  color: vars.colors.textMuted,
  '@media': { [media.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${balance} strong`, { fontSize: vars.fontSizes[3] });
