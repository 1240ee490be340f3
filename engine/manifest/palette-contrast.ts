import { parse, wcagContrast } from 'culori';
import type { Theme } from '../../schemas/index.ts';
import { pointerTo, type Problem } from './problem.ts';

type Palette = Theme['palette'];
export type PaletteKey = keyof Palette;

/** WCAG 2.2 AA minimum contrast ratios: SC 1.4.3 for text, SC 1.4.11 for the parts of UI components. */
export const WCAG_AA_MINIMUM = { text: 4.5, largeText: 3, uiComponent: 3 } as const;
export type ContrastKind = keyof typeof WCAG_AA_MINIMUM;

/** One colour the components draw on another, and the WCAG minimum it must reach. */
export interface ContrastPair {
  /** What the pair is drawn for, as the problem says it: "WCAG 2.2 AA needs 4.5:1 for <name>". */
  name: string;
  foreground: PaletteKey;
  background: PaletteKey;
  kind: ContrastKind;
  /** Where components/ draw it, so the table can be checked against them. */
  why: string;
}

/**
 * The pairs components/ draw for text (their theme tokens, engine/page/theme/theme-tokens.ts). Only pairs
 * really drawn: `text` on `primary`, say, never appears. A market cannot change the palette (the
 * market schema has no theme), so a brand's palette is every one of its markets' palettes.
 */
export const PALETTE_CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    name: 'body text',
    foreground: 'text',
    background: 'background',
    kind: 'text',
    why: 'the page body (global.css.ts), hero copy, category chips, login inputs and alerts, the game category list',
  },
  {
    name: 'text on cards and bars',
    foreground: 'text',
    background: 'surface',
    kind: 'text',
    why: 'Card, Header, Footer, game cards, category and winner tabs, the search box, quest list buttons',
  },
  {
    name: 'text in dialogs and raised panels',
    foreground: 'text',
    background: 'surfaceRaised',
    kind: 'text',
    why: 'Dialog panels, the cookie bar, Xenia messages, the account menu, the game frame bar, pressed chips',
  },
  {
    name: 'muted text on the page',
    foreground: 'textMuted',
    background: 'background',
    kind: 'text',
    why: 'games grid status, error page messages, blog post facts, hero small print, login alert details',
  },
  {
    name: 'muted text on cards and bars',
    foreground: 'textMuted',
    background: 'surface',
    kind: 'text',
    why: 'card summaries, dates and terms, game vendors, footer legal text, header balance label, search placeholder',
  },
  {
    name: 'muted text in dialogs',
    foreground: 'textMuted',
    background: 'surfaceRaised',
    kind: 'text',
    why: 'the registration note, history tabs, session reminder and support labels, cookie settings descriptions',
  },
  {
    name: 'button text',
    foreground: 'onPrimary',
    background: 'primary',
    kind: 'text',
    why: 'primary Buttons, selected category, blog and winner tabs, the quest counter',
  },
  {
    name: 'links in dialogs',
    foreground: 'accent',
    background: 'surfaceRaised',
    kind: 'text',
    why: 'link Buttons inside Dialog (login "Join", registration "Log in", quest "Back"), revamped jackpot amounts',
  },
  {
    name: 'accent text on cards and bars',
    foreground: 'accent',
    background: 'surface',
    kind: 'text',
    why: 'promotion terms links, header and footer links on hover, blog card categories, big win amounts',
  },
  {
    name: 'accent text on the page',
    foreground: 'accent',
    background: 'background',
    kind: 'text',
    why: 'the blog post category; the pressed show-password icon on its input',
  },
];

/** The WCAG 2 contrast ratio of two CSS colours, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [parse(foreground), parse(background)];
  if (!a || !b) throw new Error(`not a CSS colour: ${a ? background : foreground}`);
  return wcagContrast(a, b);
}

export interface PairContrast extends ContrastPair {
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Every pair of `pairs` in this palette, with its ratio and whether it reaches the WCAG 2.2 AA minimum. */
export function paletteContrast(palette: Palette, pairs: readonly ContrastPair[] = PALETTE_CONTRAST_PAIRS): PairContrast[] {
  return pairs.map((pair) => {
    const ratio = contrastRatio(palette[pair.foreground], palette[pair.background]);
    const minimum = WCAG_AA_MINIMUM[pair.kind];
    // No rounding: 4.499:1 is not 4.5:1.
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}

/** Shown rounded down, so a failing ratio never prints as the minimum it missed. */
const shownRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * A problem for each pair the palette fails, at the foreground colour's pointer, naming the background's:
 * `brands/x/brand.json /theme/palette/text: text #1e3129 on background #1f3229 (/theme/palette/background):
 * contrast 1.02:1, WCAG 2.2 AA needs 4.5:1 for body text`.
 */
export function paletteContrastProblems(palette: Palette, file: string, at = '/theme/palette'): Problem[] {
  return paletteContrast(palette)
    .filter((pair) => !pair.passes)
    .map(({ foreground, background, ratio, minimum, name }) => ({
      file,
      pointer: pointerTo(at, foreground),
      rule:
        `${foreground} ${palette[foreground]} on ${background} ${palette[background]} (${pointerTo(at, background)}): ` +
        `contrast ${shownRatio(ratio)}, WCAG 2.2 AA needs ${minimum}:1 for ${name}`,
    }));
}
