/**
 * The styling every `*.css.ts` reads: the theme contract's custom properties (`vars`), the `media`
 * queries, and the brand's rule that fills the contract at run time. No React here: a `.css.ts` is
 * evaluated at build time.
 */
export { vars } from './theme.css.ts';
export { HIDDEN_IN_GAME, hiddenInGame, media, themeTokens } from './theme-tokens.ts';
export { brandThemeClass, brandThemeCss } from './brand-theme.ts';
export { skippedUntilNear } from './skipped-until-near.ts';
export { onHover, whereHovering } from './hover-styles.ts';
