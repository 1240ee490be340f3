import { style } from '@vanilla-extract/css';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';

export const wrapper = style({ position: 'relative' });

/**
 * On a phone the menu button is the account icon alone, a 44 px square target. The class is doubled
 * (`&&`) so its padding beats the small button's wherever the stylesheets fall in the bundle, as
 * Stitches' css prop beat the button's variants.
 */
export const menuButton = style({
  '@media': { [media.mobile]: { selectors: { '&&': { minWidth: 44, paddingInline: vars.space[2] } } } },
});

/** Long usernames are cut short rather than pushing the header wider. */
export const name = style({
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // On a phone the balance, session time and deposit need the row: the name is heard, an icon is seen.
  '@media': { [media.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});

export const accountIcon = style({ display: 'none', width: 22, height: 22, '@media': { [media.mobile]: { display: 'block' } } });

export const caret = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const menu = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space[2]})`,
  minWidth: 240,
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  backgroundColor: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii[2],
  boxShadow: vars.shadows.raised,
  zIndex: vars.zIndices.overlay,
});

export const item = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radii[1],
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { backgroundColor: vars.colors.surface } },
  '@media': onHover({ backgroundColor: vars.colors.surface }),
});

/** Defined after item: its border-top wins over item's `border: none`, as the variant did. */
export const separatedItem = style({ borderTop: `1px solid ${vars.colors.border}`, marginTop: vars.space[2] });
