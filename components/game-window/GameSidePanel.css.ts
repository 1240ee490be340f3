import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const panel = style({
  width: 320,
  flexShrink: 0,
  overflowY: 'auto',
  padding: vars.space[4],
  backgroundColor: vars.colors.surface,
  borderInlineStart: `1px solid ${vars.colors.border}`,
  '@media': {
    [media.tablet]: { width: '100%', borderInlineStart: 'none', borderTop: `1px solid ${vars.colors.border}` },
    // On a phone the panel's lists are in the game bar's menu.
    [media.phone]: { display: 'none' },
  },
});

/** The same lists inside the game bar's menu: no box of their own. */
export const inMenu = style({ display: 'block' });

export const tabs = style({ display: 'flex', gap: vars.space[1], marginBottom: vars.space[3], flexWrap: 'wrap' });

export const tabButton = style({
  flex: 1,
  padding: vars.space[2],
  minHeight: 40,
  border: 'none',
  borderBottom: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  fontWeight: vars.fontWeights.bold,
  selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.colors.primary } },
});

/** The category list's box: the same before the catalogue arrives as after. */
const listBox = {
  boxSizing: 'border-box',
  minHeight: 40,
  padding: vars.space[2],
  borderRadius: vars.radii[1],
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
} as const;

export const field = style({ display: 'grid', gap: vars.space[1], marginBottom: vars.space[3], fontSize: vars.fontSizes[2] });
globalStyle(`${field} select`, listBox);

/** Where the category list goes while the catalogue loads: its box, and no empty list to open. */
export const categoryListLoading = style(listBox);
