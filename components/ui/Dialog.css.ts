import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgba(0, 0, 0, 0.7)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  zIndex: vars.zIndices.modal,
  // A dialog opens over whatever hides its launcher (the dock, while a game fills a phone's screen).
  visibility: 'visible',
});

export const panel = recipe({
  base: {
    backgroundColor: vars.colors.surfaceRaised,
    color: vars.colors.text,
    borderRadius: vars.radii[3],
    boxShadow: vars.shadows.raised,
    width: '100%',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    position: 'relative',
    padding: vars.space[6],
    '@media': { [media.mobile]: { padding: vars.space[5] } },
  },
  variants: {
    size: {
      small: { maxWidth: 420 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 880 },
      full: { maxWidth: 1200, height: 'calc(100vh - 2rem)' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.fontSizes[6],
  lineHeight: 1,
  cursor: 'pointer',
  '@media': onHover({ backgroundColor: vars.colors.surface }),
});

export const title = style({ fontSize: vars.fontSizes[6], marginBottom: vars.space[4], paddingRight: vars.space[7] });
