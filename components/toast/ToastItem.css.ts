import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';
import { TOAST_FADE_MS } from '../../engine/player/toasts/index.ts';

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: `${vars.space[3]} ${vars.space[4]}`,
    borderRadius: vars.radii[2],
    boxShadow: vars.shadows.raised,
    pointerEvents: 'auto',
  },
  variants: {
    type: {
      success: { backgroundColor: vars.colors.toastSuccess },
      info: { backgroundColor: vars.colors.toastInfo },
      error: { backgroundColor: vars.colors.toastError },
      warning: { backgroundColor: vars.colors.toastWarning },
    },
    leaving: {
      true: {
        animation: `${fadeOut} ${TOAST_FADE_MS}ms ease forwards`,
        // With reduced motion the toast goes at once instead of fading.
        '@media': { [media.reducedMotion]: { animation: 'none' } },
      },
    },
  },
});

export const text = style({ margin: 0, flex: 1, fontWeight: vars.fontWeights.bold });

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSizes[5],
  lineHeight: 1,
  width: 32,
  height: 32,
  borderRadius: vars.radii.round,
  cursor: 'pointer',
  '@media': onHover({ backgroundColor: 'rgba(0, 0, 0, 0.2)' }),
});
