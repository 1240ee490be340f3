import { describe, expect, it } from 'vitest';
import type { Theme } from '../../schemas/index.ts';
import {
  contrastRatio,
  PALETTE_CONTRAST_PAIRS,
  paletteContrast,
  paletteContrastProblems,
  WCAG_AA_MINIMUM,
} from './palette-contrast.ts';
import { formatProblem } from './problem.ts';

describe('contrastRatio', () => {
  // Known WCAG 2 ratios; #767676 is the lightest grey that passes 4.5:1 on white, #777777 just misses it.
  it.each([
    { foreground: '#000000', background: '#ffffff', ratio: 21, passesText: true },
    { foreground: '#ffffff', background: '#000000', ratio: 21, passesText: true },
    { foreground: '#777777', background: '#ffffff', ratio: 4.48, passesText: false },
    { foreground: '#767676', background: '#ffffff', ratio: 4.54, passesText: true },
    { foreground: '#595959', background: '#ffffff', ratio: 7.0, passesText: true },
    { foreground: '#949494', background: '#ffffff', ratio: 3.03, passesText: false },
    { foreground: '#ffffff', background: '#ffffff', ratio: 1, passesText: false },
    { foreground: 'white', background: 'rgb(0 0 0)', ratio: 21, passesText: true },
  ])('$foreground on $background is $ratio:1', ({ foreground, background, ratio, passesText }) => {
    const found = contrastRatio(foreground, background);
    expect(found).toBeCloseTo(ratio, 2);
    expect(found >= WCAG_AA_MINIMUM.text).toBe(passesText);
  });

  it('refuses what is not a colour', () => {
    expect(() => contrastRatio('#ffffff', 'gold-ish')).toThrow('not a CSS colour: gold-ish');
  });
});

const palette: Theme['palette'] = {
  primary: '#276b4e',
  onPrimary: '#fbf6ea',
  secondary: '#1f4d3a',
  accent: '#ca8351',
  background: '#0f1915',
  surface: '#16241e',
  surfaceRaised: '#1e3129',
  text: '#f4eddc',
  textMuted: '#b9b29f',
  border: '#2f463b',
  success: '#5fb98a',
  danger: '#d9574b',
};

describe('paletteContrast', () => {
  it('checks each pair once, text at 4.5:1', () => {
    const pairs = PALETTE_CONTRAST_PAIRS.map((pair) => `${pair.foreground} on ${pair.background}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'text on background',
        'text on surface',
        'text on surfaceRaised',
        'textMuted on background',
        'textMuted on surface',
        'textMuted on surfaceRaised',
        'onPrimary on primary',
        'accent on surfaceRaised',
      ]),
    );
    expect(paletteContrast(palette).every((pair) => pair.minimum === 4.5)).toBe(true);
  });

  it('passes a palette whose every pair reaches its minimum', () => {
    expect(paletteContrast(palette).filter((pair) => !pair.passes)).toEqual([]);
    expect(paletteContrastProblems(palette, 'brands/croupier/brand.json')).toEqual([]);
  });

  it('does not round a ratio up to the minimum', () => {
    // #777777 on white is 4.478:1: it prints as 4.47:1, never 4.5:1.
    const [problem] = paletteContrastProblems({ ...palette, text: '#777777', background: '#ffffff' }, 'brand.json');
    expect(problem?.rule).toContain('contrast 4.47:1, WCAG 2.2 AA needs 4.5:1 for body text');
  });
});

describe("a text colour set to its background's near twin", () => {
  const problems = paletteContrastProblems({ ...palette, text: '#101a16' }, 'brands/croupier/brand.json');

  it('is reported with the file, both pointers and the ratio', () => {
    expect(problems).toContainEqual({
      file: 'brands/croupier/brand.json',
      pointer: '/theme/palette/text',
      rule: 'text #101a16 on background #0f1915 (/theme/palette/background): contrast 1.00:1, WCAG 2.2 AA needs 4.5:1 for body text',
    });
    expect(formatProblem(problems[0]!)).toBe(
      'brands/croupier/brand.json /theme/palette/text: text #101a16 on background #0f1915 (/theme/palette/background): contrast 1.00:1, WCAG 2.2 AA needs 4.5:1 for body text',
    );
  });

  it('fails every pair that draws the text colour, and no other', () => {
    expect(problems.map((problem) => problem.rule.split(':')[0])).toEqual([
      'text #101a16 on background #0f1915 (/theme/palette/background)',
      'text #101a16 on surface #16241e (/theme/palette/surface)',
      'text #101a16 on surfaceRaised #1e3129 (/theme/palette/surfaceRaised)',
    ]);
  });
});
