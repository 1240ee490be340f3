import type { GameWords } from '../../schemas/index.ts';
import type { Random } from '../core/index.ts';
import { readSandboxData } from '../data/index.ts';

/** The words names are made of (sandbox/data/game-words.json). */
const WORDS = readSandboxData<GameWords>('game-words.json', 'GameWords');

/** Invented studios; none is a real company's name. The live-dealer studios come last. */
export const RNG_VENDORS: readonly string[] = WORDS.rngVendors;
export const LIVE_VENDORS: readonly string[] = WORDS.liveVendors;
export const VENDORS: readonly string[] = [...RNG_VENDORS, ...LIVE_VENDORS];

/** The slot mechanics the Slots sub-categories are cut by; the first three also name games. */
export const SLOT_STYLES = ['mega-reels', 'hold-and-win', 'cluster-pays', 'classic-reels', 'bonus-buy'] as const;
export type SlotStyle = (typeof SLOT_STYLES)[number];
const STYLE_SUFFIX: Partial<Record<SlotStyle, string>> = WORDS.styleSuffixes;

/** A slot name such as "Golden Pharaoh's Fortune" or "Neon Koi Mega Reels". */
export function inventSlotName(random: Random, style: SlotStyle): string {
  const adjective = random.pick(WORDS.adjectives);
  const hero = random.pick(WORDS.heroes);
  const treasure = random.pick(WORDS.treasures);
  const suffix = STYLE_SUFFIX[style] ?? random.pick(WORDS.classicFlourishes);
  switch (random.int(0, 4)) {
    case 0:
      return `${adjective} ${hero}'s ${treasure}`;
    case 1:
      return `${adjective} ${hero} ${suffix}`;
    case 2:
      return `${hero}'s ${treasure} ${suffix}`;
    case 3:
      return `${treasure} of the ${adjective} ${hero}`;
    default:
      return `${adjective} ${treasure} ${suffix}`;
  }
}

/** The table games, by the sub-category slug they belong to. */
export const TABLE_KINDS = ['roulette', 'blackjack', 'poker', 'baccarat'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

/** An RNG table game such as "Riviera European Roulette Pro". */
export function inventTableName(random: Random, kind: TableKind): string {
  const base = `${random.pick(WORDS.tableStyles)} ${random.pick(WORDS.tableGames[kind])}`;
  return random.next() < 0.6 ? `${base} ${random.pick(WORDS.tableFlourishes)}` : base;
}

/** The live-dealer rooms, by the sub-category slug they belong to. */
export const LIVE_KINDS = ['live-roulette', 'live-blackjack', 'live-baccarat', 'game-shows'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** A live-dealer room such as "Velvet Baccarat Royale" or "Neon Dice Dash". */
export function inventLiveName(random: Random, kind: LiveKind): string {
  if (kind === 'game-shows') return `${random.pick(WORDS.adjectives)} ${random.pick(WORDS.showFormats)}`;
  return `${random.pick(WORDS.tableStyles)} ${WORDS.liveTables[kind]} ${random.pick(WORDS.liveFlourishes)}`;
}

/** "Golden Pharaoh's Fortune" → "golden-pharaohs-fortune". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
