import { describe, expect, it } from 'vitest';
import { deriveBigWins, groupSlides, hourKeyOf, REELS_SLIDES_PER_GROUP, sortBigWins, type BigWinSortMode } from './big-wins.ts';
import { fixtureCatalogue } from './testing/catalogue-fixture.ts';

const games = fixtureCatalogue().flatMap((category) => category.Games);

describe('derived big wins', () => {
  it('are the same for the same hour and differ the next hour', () => {
    const seed = hourKeyOf(new Date('2026-03-04T17:42:00Z'));
    expect(seed).toBe('2026-03-04T17');
    expect(deriveBigWins(games, seed)).toEqual(deriveBigWins(games, hourKeyOf(new Date('2026-03-04T17:05:00Z'))));
    expect(deriveBigWins(games, seed)).not.toEqual(deriveBigWins(games, '2026-03-04T18'));
  });

  it('are believable: catalogue games, masked players, amount = stake × multiplier', () => {
    for (const win of deriveBigWins(games, 'seed', 50)) {
      expect(games).toContain(win.game);
      expect(win.player).toMatch(/^\w\*\*\*\w$/);
      expect(win.multiplier).toBeGreaterThanOrEqual(50);
      expect(win.amount).toBeCloseTo(win.stake * win.multiplier, 2);
      expect(win.minutesAgo).toBeGreaterThanOrEqual(0);
      expect(win.minutesAgo).toBeLessThan(60);
    }
  });

  it('are none without games', () => expect(deriveBigWins([], 'seed')).toEqual([]));

  it.each<
    [BigWinSortMode, (a: ReturnType<typeof deriveBigWins>[number], b: ReturnType<typeof deriveBigWins>[number]) => boolean]
  >([
    ['current', (a, b) => a.minutesAgo <= b.minutesAgo],
    ['topMultiplier', (a, b) => a.multiplier >= b.multiplier],
    ['topWinners', (a, b) => a.amount >= b.amount],
  ])('sort %s', (mode, inOrder) => {
    const sorted = sortBigWins(deriveBigWins(games, 'sort'), mode);
    sorted.slice(1).forEach((win, index) => expect(inOrder(sorted[index]!, win)).toBe(true));
  });
});

describe('reel groups (SPEC §9: 5 on desktop, 2 on mobile)', () => {
  it.each([
    ['desktop', REELS_SLIDES_PER_GROUP.desktop, 12, [5, 5, 2]],
    ['mobile', REELS_SLIDES_PER_GROUP.mobile, 5, [2, 2, 1]],
    ['desktop, none', REELS_SLIDES_PER_GROUP.desktop, 0, []],
  ] as const)('%s: %i per group of %i slides', (_case, perGroup, count, sizes) =>
    expect(
      groupSlides(
        Array.from({ length: count }, (_, index) => index),
        perGroup,
      ).map((group) => group.length),
    ).toEqual(sizes),
  );
});
