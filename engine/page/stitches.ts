import { createStitches } from '@stitches/react';
import { media, themeTokens } from './theme/index.ts';

/**
 * The one Stitches instance, for the components not yet moved to build-time styles (`*.css.ts`). Its
 * tokens are the theme contract's custom properties (theme-tokens.ts), so both read the brand's rule.
 */
const stitches = createStitches({ theme: themeTokens, media });

export const { css } = stitches;

/**
 * Stitches' `styled`, made when first used rather than when its module loads. Stitches hashes a
 * definition's styles as it is made: done for every component at once, that was a third of the app
 * module's evaluation, one long task on a phone before it could hydrate. Made on first use, each
 * component's styles are hashed inside the render that first shows it, which yields to the browser
 * between components, and components a page never shows cost nothing. Anything that reads the
 * component (React rendering it, `${Component}` as a selector, another `styled` extending it) makes it.
 */
export const styled = ((...definition: Parameters<typeof stitches.styled>) => {
  let made: ReturnType<typeof stitches.styled> | undefined;
  const component = () => (made ??= stitches.styled(...definition));
  return new Proxy(
    {},
    {
      get: (_target, key) => Reflect.get(component(), key),
      has: (_target, key) => Reflect.has(component(), key),
      set: (_target, key, value) => Reflect.set(component(), key, value),
    },
  );
}) as typeof stitches.styled;

/**
 * Keyframes are named where they are defined, at module load, and that is the only time Stitches adds
 * their rule to its sheet; renderWithStyles adds the ones a render uses again after each reset.
 */
const allKeyframes = new Map<string, ReturnType<typeof stitches.keyframes>>();

export const keyframes: typeof stitches.keyframes = (style) => {
  const made = stitches.keyframes(style);
  allKeyframes.set(made.name, made);
  return made;
};

/**
 * A synchronous render and exactly the CSS it used. Stitches keeps one sheet for the process, so it is
 * emptied first: a page's CSS is then the same on every instance whatever each rendered before, and
 * carries only its own brand's theme. Keyframes go in when the render's rules name them, in name order.
 */
export function renderWithStyles<T>(render: () => T): { rendered: T; css: string } {
  stitches.reset();
  const rendered = render();
  const used = stitches.getCssText();
  const names = [...allKeyframes.keys()].filter((name) => used.includes(name)).sort();
  for (const name of names) String(allKeyframes.get(name));
  return { rendered, css: names.length ? stitches.getCssText() : used };
}
