import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

export const section = style({
  width: '100%',
  maxWidth: vars.sizes.content,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  // A phone's width goes to the games: three columns need every pixel of it.
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});
/**
 * The lobby's grid is at least a screen tall: a short category or a search's few results leave the
 * page below (footer, SEO text, carousels: drawn only near the screen) where it was. Brought into
 * view by a keystroke or a tab, that page cost a phone 150-300 ms of style and layout at once.
 */
export const lobbySection = style({ minHeight: '100vh' });
export const heading = style({
  fontFamily: vars.fonts.display,
  fontSize: vars.fontSizes[6],
  margin: `0 0 ${vars.space[4]}`,
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[5] } },
});
const statusLine = { color: vars.colors.textMuted, margin: `0 0 ${vars.space[3]}`, minHeight: '1.5em' };
export const status = style(statusLine);

/** While a search waits for typing to pause (the section `searching`), its line stands in the status line's place. */
export const searchingStatus = style(statusLine);
export const searching = style({});
globalStyle(`${searching} ${status}`, { display: 'none' });
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[5]} 0`,
});
