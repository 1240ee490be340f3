import type { Game } from '../../platform/index.ts';

/*
 * The platform has no big-winner endpoint (SPEC §7 lists none), yet SPEC §2 shows a big winner
 * carousel and detail grid. So the wins are derived from the catalogue: deterministic for a given
 * hour (every visitor, the server and the browser agree, and nothing random runs while rendering),
 * believable (real game names, stakes and multipliers of a casino's usual range), and clearly not
 * a record of real players (aliases are masked invented names).
 */

/** SPEC §3 big winner sort modes. */
export const BIG_WIN_SORT_MODES = ['current', 'topMultiplier', 'topWinners'] as const;
export type BigWinSortMode = (typeof BIG_WIN_SORT_MODES)[number];

/** SPEC §9 reels: slides per group. */
export const REELS_SLIDES_PER_GROUP = { mobile: 2, desktop: 5 } as const;

/** How many wins one hour yields. */
export const BIG_WINS_PER_HOUR = 50;

export interface BigWin {
  id: string;
  game: Game;
  /** A masked player alias, such as "K***a". */
  player: string;
  stake: number;
  multiplier: number;
  /** stake × multiplier, in the player's currency. */
  amount: number;
  /** Minutes before the end of the hour it was won. */
  minutesAgo: number;
}

const ALIASES = ['Kirsty', 'Arjun', 'Mateo', 'Olivia', 'Hemi', 'Siobhan', 'Liam', 'Mei', 'Noah', 'Chloe', 'Tane', 'Aoife'];
const STAKES = [0.2, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50];

/** mulberry32: a small seeded generator, so the same hour always gives the same wins. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hour a date falls in, as the seed of its wins: "2026-03-04T17" (UTC). */
export const hourKeyOf = (date: Date) => date.toISOString().slice(0, 13);

const mask = (name: string) => `${name[0]}***${name.at(-1)}`;

/** The wins of one hour, drawn from the catalogue's games; none when it has no games. */
export function deriveBigWins(games: readonly Game[], seed: string, count = BIG_WINS_PER_HOUR): BigWin[] {
  if (games.length === 0) return [];
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const stake = pick(STAKES);
    // Mostly 50×–500×, now and then a rare 1,000×–5,000× hit.
    const multiplier = Math.round(random() < 0.1 ? 1000 + random() * 4000 : 50 + random() * 450);
    return {
      id: `${seed}-${index}`,
      game: pick(games),
      player: mask(pick(ALIASES)),
      stake,
      multiplier,
      amount: Math.round(stake * multiplier * 100) / 100,
      minutesAgo: Math.floor((index * 60) / count + random() * (60 / count)),
    };
  });
}

/** The wins in a sort mode: newest first, biggest multiplier first, or biggest amount first. */
export function sortBigWins(wins: readonly BigWin[], mode: BigWinSortMode): BigWin[] {
  const sorted = [...wins];
  if (mode === 'current') return sorted.sort((a, b) => a.minutesAgo - b.minutesAgo);
  if (mode === 'topMultiplier') return sorted.sort((a, b) => b.multiplier - a.multiplier);
  return sorted.sort((a, b) => b.amount - a.amount);
}

/** Slides split into groups of the carousel's size. */
export function groupSlides<T>(items: readonly T[], perGroup: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += perGroup) groups.push(items.slice(start, start + perGroup));
  return groups;
}
