import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

/** The window fills the viewport below the header; on tablets the side panel moves under the game. */
export const gameWindow = style({
  display: 'flex',
  height: `calc(100vh - ${vars.sizes.header})`,
  minHeight: 420,
  '@media': { [media.tablet]: { flexDirection: 'column', height: 'auto' } },
});
globalStyle(`${gameWindow} > div:first-child`, {
  '@media': { [media.tablet]: { height: `calc(100vh - ${vars.sizes.header})` } },
});
