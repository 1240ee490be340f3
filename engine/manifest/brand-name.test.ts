import { describe, expect, it } from 'vitest';
import { brandNameProblem, folderNameOf } from './brand-name.ts';

describe('folderNameOf', () => {
  it.each([
    ['Royal Flush', 'royal-flush'],
    ['  Café Ünï 7 ', 'cafe-uni-7'],
    ['Aces & Eights!', 'aces-and-eights'],
    ['777 Lucky', 'lucky'],
    ['Jackpot City', 'jackpot-city'],
    ['A very long brand name that goes on and on', 'a-very-long-brand-name-that-goe'],
  ])('%j → %j', (displayName, folder) => {
    expect(folderNameOf(displayName)).toBe(folder);
    expect(brandNameProblem(folder)).toBeUndefined();
  });

  it('gives a name the folder rule refuses when nothing usable is left', () => {
    expect(brandNameProblem(folderNameOf('777'))).toMatch(/must be 2 to 31 characters/);
    expect(brandNameProblem(folderNameOf('東京'))).toMatch(/must be 2 to 31 characters/);
  });
});
