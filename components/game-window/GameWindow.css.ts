import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { HIDDEN_IN_GAME, media, vars } from '../../engine/page/theme/index.ts';

const inset = (side: 'top' | 'right' | 'bottom' | 'left') => `env(safe-area-inset-${side}, 0px)`;

/**
 * The window fills the viewport below the header; on tablets the side panel moves under the game.
 * On a phone it is a layer over the whole screen: the bar and the game, inside the safe areas (a
 * notch or a home indicator covers neither). Only its layout changes when the phone turns: the
 * frame stays the same element, so the game's session goes on.
 */
export const gameWindow = style({
  display: 'flex',
  height: `calc(100vh - ${vars.sizes.header})`,
  minHeight: 420,
  '@media': {
    [media.tablet]: { flexDirection: 'column', height: 'auto' },
    [media.phone]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndices.game,
      height: 'auto',
      minHeight: 0,
      padding: `${inset('top')} ${inset('right')} ${inset('bottom')} ${inset('left')}`,
      backgroundColor: vars.colors.surfaceRaised,
      // Shown inside the page's content, which is hidden behind it (see `covered`).
      visibility: 'visible',
    },
    [media.phoneLandscape]: { flexDirection: 'row' },
  },
});

/**
 * While the layer is up on a phone, what it covers leaves the screen for assistive technology and
 * the keyboard too, and the page behind does not scroll; so do the bars and banners that float over
 * pages (the dock, the app's banner), marked with HIDDEN_IN_GAME. Dialogs (the reality check,
 * banking, quests from the dock) still open over the game: they stand above the layer.
 *
 * The page's content is hidden as a whole (`main`), the layer shown again inside it (its own
 * `visibility`). Chromium checks these `:has()` rules again on every element added anywhere in the
 * page, and restyles all that the part after `:has()` may match: one naming every other child of
 * `main` (`main > :not(…)`) had a keystroke in the lobby's search restyle the whole page, 30-50 ms
 * on a phone. Each part here names one kind of element.
 *
 * What is covered also takes no room: the content is cut to nothing (the layer, fixed to the screen,
 * is not cut with it) and the header and footer are not laid out. So the sections under the game
 * (its jackpots, more games) and the footer are never near the screen: they stay the server's HTML,
 * hydrating, fetching and loading pictures only where they show (HydrateWhenNear).
 */
const onPhone = (rule: GlobalStyleRule) => ({ '@media': { [media.phone]: rule } });
globalStyle(`body:has(${gameWindow}) > :is(header, footer)`, onPhone({ display: 'none' }));
globalStyle(`body:has(${gameWindow}) [${HIDDEN_IN_GAME}]`, onPhone({ visibility: 'hidden' }));
globalStyle(`body:has(${gameWindow}) main`, onPhone({ visibility: 'hidden', height: 0, overflow: 'hidden' }));
globalStyle(`html:has(${gameWindow}), html:has(${gameWindow}) body`, onPhone({ overflow: 'hidden' }));
