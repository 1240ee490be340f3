import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../engine/page/theme/index.ts';
import { button } from '../ui/Button.css.ts';

export const region = recipe({
  base: {
    position: 'fixed',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(480px, calc(100vw - 2rem))',
    zIndex: vars.zIndices.toast,
    pointerEvents: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
  },
  variants: {
    position: {
      // Just below the header.
      top: { top: `calc(${vars.sizes.header} + ${vars.space[3]})` },
      bottom: { bottom: vars.space[4] },
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });

/**
 * "Clear all": a ghost button on the raised surface, so it reads over the page; clickable although
 * the region lets clicks through. With the button's class too, so it wins over the ghost variant's
 * background wherever the two stylesheets' rules fall in the bundle.
 */
export const clearAll = style({
  selectors: {
    [`&${button.classNames.base}`]: {
      pointerEvents: 'auto',
      alignSelf: 'flex-end',
      backgroundColor: vars.colors.surfaceRaised,
    },
  },
});
