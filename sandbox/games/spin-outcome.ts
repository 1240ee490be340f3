import { createRandom } from '../core/index.ts';

/** The stakes a player may choose in the demo game, in the account currency. */
export const STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10] as const;
export const DEFAULT_STAKE = 1;

/** Cumulative chance → win multiplier of the stake; about 98% return to player. */
const PAY_TABLE: readonly [number, number][] = [
  [0.65, 0],
  [0.85, 1.5],
  [0.95, 3],
  [0.99, 5],
  [0.998, 10],
  [1, 50],
];

/** Every win multiplier a spin can pay (0: a losing round). */
export const WIN_MULTIPLIERS = PAY_TABLE.map(([, multiplier]) => multiplier);

/** The win multiplier for a roll in [0, 1). */
export function winMultiplier(roll: number): number {
  return PAY_TABLE.find(([chance]) => roll < chance)?.[1] ?? 0;
}

const SYMBOLS = ['♣', '♥', '♦', '♠', '★', '7'] as const;
const WINNING_SYMBOL: Record<number, string> = { 1.5: '♥', 3: '♦', 5: '♠', 10: '★', 50: '7' };

/** What the three reels show for a round: three alike on a win, a mixed line otherwise. */
export function reelSymbols(roundId: number, multiplier: number): string[] {
  const winning = WINNING_SYMBOL[multiplier];
  if (winning) return [winning, winning, winning];
  const random = createRandom(`reels:${roundId}`);
  const [first, second] = [random.int(0, SYMBOLS.length - 1), random.int(0, SYMBOLS.length - 1)];
  // A losing line never shows three alike: the third reel steps past the symbol the first two share.
  const third =
    first === second ? (first + random.int(1, SYMBOLS.length - 1)) % SYMBOLS.length : random.int(0, SYMBOLS.length - 1);
  return [first, second, third].map((index) => SYMBOLS[index] as string);
}

export function isStake(value: number): value is (typeof STAKES)[number] {
  return (STAKES as readonly number[]).includes(value);
}
