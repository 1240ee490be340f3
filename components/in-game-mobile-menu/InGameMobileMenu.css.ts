import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

/** Only on phones: on larger screens the header and the game window's bar do this job. */
export const menu = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'flex',
      position: 'sticky',
      bottom: 0,
      zIndex: vars.zIndices.header,
      gap: vars.space[2],
      padding: vars.space[2],
      backgroundColor: vars.colors.surfaceRaised,
      borderTop: `1px solid ${vars.colors.border}`,
    },
  },
});
globalStyle(`${menu} > *`, { '@media': { [media.mobile]: { flex: 1 } } });
