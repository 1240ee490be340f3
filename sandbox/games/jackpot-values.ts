import { createRandom, money } from '../core/index.ts';

/** Pools and drops count their growth from this moment, so every process shows the same amounts at the same time. */
export const JACKPOT_EPOCH = Date.UTC(2026, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const PROGRESSIVE_KINDS = ['megaMoolah', 'wowPot', 'mustWinJackpot'] as const;
export type ProgressiveKind = (typeof PROGRESSIVE_KINDS)[number];
export const MUST_WIN_KINDS = ['rapid', 'daily'] as const;
export type MustWinKind = (typeof MUST_WIN_KINDS)[number];

/** Each progressive pool in GBP: a seeded starting amount, the amount it is won by at the latest, growth per second. */
const PROGRESSIVE_POOLS: Record<ProgressiveKind, { seedMin: number; seedMax: number; cap: number; perSecond: number }> = {
  megaMoolah: { seedMin: 1_800_000, seedMax: 2_400_000, cap: 9_000_000, perSecond: 0.25 },
  wowPot: { seedMin: 1_200_000, seedMax: 1_600_000, cap: 6_000_000, perSecond: 0.15 },
  mustWinJackpot: { seedMin: 10_000, seedMax: 15_000, cap: 50_000, perSecond: 0.012 },
};

const positiveModulo = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus;

/** A progressive pool in GBP at `now`: grows steadily from its seed, and starts again from the seed once won at its cap. */
export function progressiveAmount(kind: ProgressiveKind, now: number): number {
  const pool = PROGRESSIVE_POOLS[kind];
  const seed = createRandom(`progressive:${kind}`).int(pool.seedMin, pool.seedMax);
  const grown = positiveModulo((pool.perSecond * (now - JACKPOT_EPOCH)) / 1000, pool.cap - seed);
  return money(seed + grown);
}

export interface MustWinValue {
  /** Current amount in GBP. */
  amount: number;
  /** The amount it must be won by (in GBP); on reaching it the jackpot drops and starts again from its seed. */
  cap: number;
  /** When a daily jackpot drops (epoch ms). */
  dropsAt?: number;
}

/**
 * A product's must-win jackpot at `now`. Rapid ones fill from seed to cap every few hours; the daily one
 * fills over a day and drops at a seeded time late in the evening, before midnight UTC.
 */
export function mustWinValue(kind: MustWinKind, productId: number, now: number): MustWinValue {
  const random = createRandom(`must-win:${productId}:${kind}`);
  if (kind === 'rapid') {
    const seed = random.int(150, 300);
    const cap = random.int(800, 1200);
    const period = random.int(2, 4) * HOUR_MS;
    const phase = positiveModulo(now - JACKPOT_EPOCH, period) / period;
    return { amount: money(seed + (cap - seed) * phase), cap };
  }
  const seed = random.int(2000, 5000);
  const cap = random.int(10_000, 15_000);
  const dropOffset = random.int(20 * 60, 23 * 60 + 45) * 60 * 1000;
  const sinceDrop = positiveModulo(now - dropOffset, DAY_MS);
  return { amount: money(seed + ((cap - seed) * sinceDrop) / DAY_MS), cap, dropsAt: now - sinceDrop + DAY_MS };
}
