import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  alignItems: 'center',
  padding: `${vars.space[4]} 0`,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const name = style({ fontWeight: vars.fontWeights.bold });

export const description = style({ margin: 0, gridColumn: '1', fontSize: vars.fontSizes[2], color: vars.colors.textMuted });

export const switchInput = style({
  appearance: 'none',
  gridRow: '1 / span 2',
  gridColumn: '2',
  width: 48,
  height: 28,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.border,
  position: 'relative',
  cursor: 'pointer',
  margin: 0,
  transition: 'background-color 150ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 22,
      height: 22,
      borderRadius: vars.radii.round,
      backgroundColor: vars.colors.text,
      transition: 'transform 150ms ease',
    },
    '&:checked': { backgroundColor: vars.colors.primary },
    '&:checked::after': { transform: 'translateX(20px)', backgroundColor: vars.colors.onPrimary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});
