import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const input = style({
  width: '100%',
  height: 44,
  padding: `0 ${vars.space[4]}`,
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes[3],
  selectors: {
    '&::placeholder': { color: vars.colors.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 1 },
  },
});

export const hint = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes[2], minHeight: '1.4em' });
