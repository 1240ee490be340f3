import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const tabLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radii.round,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeights.bold,
  selectors: {
    '&:hover': { borderColor: vars.colors.primary },
    '&[aria-current="page"]': {
      backgroundColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      borderColor: vars.colors.primary,
    },
  },
});

export const icon = style({ width: 20, height: 20 });
