import { styled } from '../../engine/render/index.ts';
import { Button, FLOATING_ROW_PX } from '../ui/index.ts';

/** A round launcher fixed at the bottom right; `stack` lifts one above the other. */
export const Launcher = styled(Button, {
  position: 'fixed',
  right: '$4',
  zIndex: '$overlay',
  borderRadius: '$round',
  boxShadow: '$raised',
  variants: {
    stack: { first: { bottom: '$4' }, second: { bottom: `calc($4 + ${FLOATING_ROW_PX}px)` } },
  },
});
