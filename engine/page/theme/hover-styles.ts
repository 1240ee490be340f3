import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css';
import { media } from './theme-tokens.ts';

/** A rule without queries of its own, as a query holds it. */
type Rule = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer' | 'selectors'>;

/**
 * A style's hover rule, only where a pointer hovers (media.hover), for the style's `'@media'`: a
 * phone marks what a finger tapped as hovered until the next tap, so a hover style there sticks.
 * `selector` narrows the hover (`'&:hover:not(:disabled)'`).
 */
export const onHover = (rule: Rule, selector = '&:hover') => ({ [media.hover]: { selectors: { [selector]: rule } } });

/** A global hover rule (`a:hover`), only where a pointer hovers (see onHover). */
export const whereHovering = (rule: Omit<GlobalStyleRule, '@media'>): GlobalStyleRule => ({ '@media': { [media.hover]: rule } });
