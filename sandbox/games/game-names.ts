import type { Random } from '../core/index.ts';

/** Invented studios; none is a real company's name. The last three make live-dealer games. */
export const VENDORS = [
  'Northlight Gaming',
  'Red Anvil Studios',
  'Bluewater Interactive',
  'Copperleaf Games',
  'Silver Fox Reels',
  'Harbour Lights Gaming',
  'Ironbark Studios',
  'Kestrel Play',
  'Moonrise Interactive',
  'Old Mill Games',
  'Quartz Forge',
  'Saltmarsh Studios',
  'Thistle & Crown Gaming',
  'Amberline Games',
  'Driftwood Digital',
  'Hollow Oak Gaming',
  'Lanternfish Games',
  'Velvet Rope Live',
  'Westgate Live Studios',
  'Grand Salon Live',
] as const;

export const LIVE_VENDORS = VENDORS.slice(-3);
export const RNG_VENDORS = VENDORS.slice(0, -3);

const ADJECTIVES =
  'Golden Neon Wild Lucky Mystic Crimson Emerald Frozen Blazing Ancient Royal Cosmic Velvet Silver Jade Thunder Sunken Midnight Savage Sapphire Electric Hidden Enchanted Roaring Glittering Phantom Rising Burning Diamond Copper Shimmering Starlit Iron Scarlet Amber Twilight Infinite Sacred Crystal Howling'.split(
    ' ',
  );
const HEROES =
  'Pharaoh Koi Dragon Viking Buffalo Tiger Panda Wolf Phoenix Samurai Mermaid Pirate Leprechaun Wizard Gorilla Eagle Jaguar Cobra Sphinx Kraken Unicorn Monkey Fox Stag Rhino Owl Gladiator Empress Sultan Raven Lion Bison Yeti Genie Ninja Cowboy Alchemist Sheriff Miner Fisherman'.split(
    ' ',
  );
const TREASURES =
  'Fortune Treasure Riches Gold Gems Quest Legacy Kingdom Temple Vault Crown Empire Spins Bounty Jewels Cash Hoard Odyssey Realm Orbs Coins Nights Dreams Wilds Harvest'.split(
    ' ',
  );
const CLASSIC_FLOURISHES = 'Deluxe, Supreme, Unleashed, Double Up, Power Stacks, Extreme, Max, Infinity'.split(', ');

/** The slot mechanics the Slots sub-categories are cut by; the first three also name games. */
export const SLOT_STYLES = ['mega-reels', 'hold-and-win', 'cluster-pays', 'classic-reels', 'bonus-buy'] as const;
export type SlotStyle = (typeof SLOT_STYLES)[number];
const STYLE_SUFFIX: Partial<Record<SlotStyle, string>> = {
  'mega-reels': 'Mega Reels',
  'hold-and-win': 'Hold & Win',
  'cluster-pays': 'Cluster Pays',
};

/** A slot name such as "Golden Pharaoh's Fortune" or "Neon Koi Mega Reels". */
export function inventSlotName(random: Random, style: SlotStyle): string {
  const adjective = random.pick(ADJECTIVES);
  const hero = random.pick(HEROES);
  const treasure = random.pick(TREASURES);
  const suffix = STYLE_SUFFIX[style] ?? random.pick(CLASSIC_FLOURISHES);
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
const TABLE_GAMES: Record<TableKind, string[]> = {
  roulette: ['European Roulette', 'French Roulette', 'American Roulette', 'Double Ball Roulette', 'Mini Roulette'],
  blackjack: ['Classic Blackjack', 'Multi-Hand Blackjack', 'Atlantic Blackjack', 'Single Deck Blackjack', 'Pontoon'],
  poker: ['Triple Draw Poker', 'Jacks High Poker', 'Deuces Poker', 'Royal Draw Poker', 'Stud Poker', 'Hold’em Duel'],
  baccarat: ['Punto Banco', 'Mini Baccarat', 'Baccarat Squeeze', 'No Commission Baccarat', 'Chemin de Fer'],
};
const TABLE_STYLES =
  'Riviera Monte Imperial Grand Platinum Sapphire Emerald Golden Midnight Prestige Harbour Starlight Velvet Regency Marble Ivory Coastal Crown Opal Baroque'.split(
    ' ',
  );
const TABLE_FLOURISHES = 'Royale, Pro, Classic, Deluxe, High Limit, Gold, Elite, Lounge'.split(', ');

/** An RNG table game such as "Riviera European Roulette Pro". */
export function inventTableName(random: Random, kind: TableKind): string {
  const base = `${random.pick(TABLE_STYLES)} ${random.pick(TABLE_GAMES[kind])}`;
  return random.next() < 0.6 ? `${base} ${random.pick(TABLE_FLOURISHES)}` : base;
}

/** The live-dealer rooms, by the sub-category slug they belong to. */
export const LIVE_KINDS = ['live-roulette', 'live-blackjack', 'live-baccarat', 'game-shows'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];
const LIVE_TABLE: Record<Exclude<LiveKind, 'game-shows'>, string> = {
  'live-roulette': 'Roulette',
  'live-blackjack': 'Blackjack',
  'live-baccarat': 'Baccarat',
};
const SHOW_FORMATS = 'Prize Wheel, Dice Dash, Coin Cascade, Ball Drop, Prize Tower, Card Climb, Treasure Dig'.split(', ');
const LIVE_FLOURISHES = 'Live, VIP, Studio, Royale, After Dark, Grand Hall, Express, Lounge'.split(', ');

/** A live-dealer room such as "Velvet Baccarat Royale" or "Neon Dice Dash". */
export function inventLiveName(random: Random, kind: LiveKind): string {
  if (kind === 'game-shows') return `${random.pick(ADJECTIVES)} ${random.pick(SHOW_FORMATS)}`;
  return `${random.pick(TABLE_STYLES)} ${LIVE_TABLE[kind]} ${random.pick(LIVE_FLOURISHES)}`;
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
