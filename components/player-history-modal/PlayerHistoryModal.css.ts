import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const tabList = style({
  display: 'flex',
  gap: vars.space[2],
  borderBottom: `1px solid ${vars.colors.border}`,
  marginBottom: vars.space[4],
  overflowX: 'auto',
});

export const tab = style({
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.colors.textMuted,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  minHeight: 44,
  fontWeight: vars.fontWeights.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-selected="true"]': { color: vars.colors.text, borderBottomColor: vars.colors.primary } },
});

export const frame = style({
  width: '100%',
  height: '65vh',
  border: 'none',
  borderRadius: vars.radii[2],
  backgroundColor: '#ffffff',
});
