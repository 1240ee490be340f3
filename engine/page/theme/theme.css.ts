import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { themeTokens, tokenProperty } from './theme-tokens.ts';

/**
 * The theme contract: every token as a CSS custom property compiled into the static stylesheet, so a
 * brand is only values (its rule, written from its manifest at run time by brandThemeCss), never a rebuild.
 * Names are fixed (`--colors-primary`), not hashed: the brand rule writes them without a build.
 */
export const vars = createGlobalThemeContract(themeTokens, (_value, path) => tokenProperty(path).slice(2));

createGlobalTheme(':root', vars, themeTokens);
