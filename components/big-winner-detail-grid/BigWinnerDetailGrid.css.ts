import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

const ROW_HEIGHT = 68;

export const section = style({
  width: '100%',
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
});
export const heading = style({
  fontFamily: vars.fonts.display,
  fontSize: vars.fontSizes[6],
  margin: `0 0 ${vars.space[4]}`,
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[5] } },
});
export const tabs = style({ display: 'flex', gap: vars.space[2], marginBottom: vars.space[4], overflowX: 'auto' });

export const tab = style({
  flex: '0 0 auto',
  minHeight: 44,
  padding: `0 ${vars.space[4]}`,
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontWeight: vars.fontWeights.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
    '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
});

export const row = style({
  height: ROW_HEIGHT,
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
});
globalStyle(`${row} img`, { borderRadius: vars.radii[1], objectFit: 'cover' });

export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${cell} > *`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** The cell at the row's end: the amount and the stake, right-aligned. */
export const cellEnd = style({ alignItems: 'flex-end', textAlign: 'right' });

export const amount = style({ color: vars.colors.accent, fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes[1] });
export const rowPlaceholder = style({ height: ROW_HEIGHT, borderRadius: vars.radii[2], backgroundColor: vars.colors.surface });
