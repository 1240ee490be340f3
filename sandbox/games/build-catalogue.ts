import { createRandom, type Random } from '../core/index.ts';
import { iconUrl } from './asset-urls.ts';
import type { Catalogue, Category, Game, GameCategoryType, JackpotKind, SubCategory } from './catalogue-types.ts';
import { inventGames, type InventedGame } from './invent-games.ts';

export interface CatalogueOptions {
  /** Origin put in front of image URLs, e.g. http://localhost:3001; '' (the default) gives root-relative /games/… paths. */
  imageOrigin?: string;
  /** How many games; 1,500 to 1,750, chosen by the brand's name, unless given. */
  games?: number;
}

/** Every brand lists at least this many games. */
export const CATALOGUE_MIN_GAMES = 1500;
const CATALOGUE_MAX_GAMES = 1750;
const NEW_THIS_WEEK = 12;
const NEW_THIS_MONTH = 36;
const MOST_PLAYED = 48;
const STAFF_PICKS = 24;
const TRENDING = 24;
const NEW_LIVE_TABLES = 8;

type Picker = (invented: InventedGame[], random: Random) => Game[];

interface SubCategoryPlan {
  type: string;
  name: string;
  shortName: string;
  pick: Picker;
}

const inGroup =
  (family: InventedGame['family'], group: string): Picker =>
  (invented, random) =>
    shuffle(
      invented.filter((entry) => entry.family === family && entry.group === group).map((entry) => entry.game),
      random,
    );

const withJackpot =
  (...kinds: JackpotKind[]): Picker =>
  (invented, random) =>
    shuffle(
      invented.filter(({ game }) => game.Jackpot && kinds.includes(game.Jackpot)).map((entry) => entry.game),
      random,
    );

/** The newest games are the ones with the highest GameGroupIds. */
const newest =
  (skip: number, take: number, family?: InventedGame['family']): Picker =>
  (invented) =>
    invented
      .filter((entry) => !family || entry.family === family)
      .reverse()
      .slice(skip, skip + take)
      .map((entry) => entry.game);

const sample =
  (take: number): Picker =>
  (invented, random) =>
    shuffle(
      invented.map((entry) => entry.game),
      random,
    ).slice(0, take);

const PLAN: { type: GameCategoryType; name: string; subCategories: SubCategoryPlan[] }[] = [
  {
    type: 'slots',
    name: 'Slots',
    subCategories: [
      { type: 'mega-reels', name: 'Mega Reels', shortName: 'Mega', pick: inGroup('slots', 'mega-reels') },
      { type: 'classic-reels', name: 'Classic Reels', shortName: 'Classic', pick: inGroup('slots', 'classic-reels') },
      { type: 'hold-and-win', name: 'Hold & Win', shortName: 'Hold & Win', pick: inGroup('slots', 'hold-and-win') },
      { type: 'cluster-pays', name: 'Cluster Pays', shortName: 'Cluster', pick: inGroup('slots', 'cluster-pays') },
      { type: 'bonus-buy', name: 'Bonus Buy', shortName: 'Bonus Buy', pick: inGroup('slots', 'bonus-buy') },
    ],
  },
  {
    type: 'live-casino',
    name: 'Live Casino',
    subCategories: [
      { type: 'live-roulette', name: 'Roulette', shortName: 'Roulette', pick: inGroup('live-casino', 'live-roulette') },
      { type: 'live-blackjack', name: 'Blackjack', shortName: 'Blackjack', pick: inGroup('live-casino', 'live-blackjack') },
      { type: 'live-baccarat', name: 'Baccarat', shortName: 'Baccarat', pick: inGroup('live-casino', 'live-baccarat') },
      { type: 'game-shows', name: 'Game Shows', shortName: 'Shows', pick: inGroup('live-casino', 'game-shows') },
    ],
  },
  {
    type: 'table-games',
    name: 'Table Games',
    subCategories: [
      { type: 'roulette', name: 'Roulette', shortName: 'Roulette', pick: inGroup('table-games', 'roulette') },
      { type: 'blackjack', name: 'Blackjack', shortName: 'Blackjack', pick: inGroup('table-games', 'blackjack') },
      { type: 'poker', name: 'Poker', shortName: 'Poker', pick: inGroup('table-games', 'poker') },
      { type: 'baccarat', name: 'Baccarat', shortName: 'Baccarat', pick: inGroup('table-games', 'baccarat') },
    ],
  },
  {
    type: 'jackpots',
    name: 'Jackpots',
    subCategories: [
      { type: 'progressive', name: 'Progressive', shortName: 'Progressive', pick: withJackpot('megaMoolah', 'wowPot') },
      { type: 'must-win', name: 'Must Win', shortName: 'Must Win', pick: withJackpot('mustWinJackpot', 'rapid') },
      { type: 'daily-drops', name: 'Daily Drops', shortName: 'Daily', pick: withJackpot('daily') },
    ],
  },
  {
    type: 'new',
    name: 'New',
    subCategories: [
      { type: 'this-week', name: 'This Week', shortName: 'Week', pick: newest(0, NEW_THIS_WEEK) },
      { type: 'this-month', name: 'This Month', shortName: 'Month', pick: newest(NEW_THIS_WEEK, NEW_THIS_MONTH) },
      { type: 'new-live-tables', name: 'New Live Tables', shortName: 'Live', pick: newest(0, NEW_LIVE_TABLES, 'live-casino') },
    ],
  },
  {
    type: 'popular',
    name: 'Popular',
    subCategories: [
      { type: 'most-played', name: 'Most Played', shortName: 'Top', pick: sample(MOST_PLAYED) },
      { type: 'staff-picks', name: 'Staff Picks', shortName: 'Picks', pick: sample(STAFF_PICKS) },
      { type: 'trending', name: 'Trending', shortName: 'Trending', pick: sample(TRENDING) },
    ],
  },
];

function shuffle<T>(items: T[], random: Random): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/**
 * A brand's lobby, invented from the brand name alone: the same name always gives the same games,
 * and each brand gets its own. Pure and fast (a few milliseconds for 1,500 games).
 */
export function buildCatalogue(brandName: string, productNodeId: number, options: CatalogueOptions = {}): Catalogue {
  const origin = options.imageOrigin ?? '';
  const random = createRandom(brandName);
  const count = options.games ?? random.int(CATALOGUE_MIN_GAMES, CATALOGUE_MAX_GAMES);
  const invented = inventGames(random, productNodeId, count, origin);
  let nextSubCategoryId = productNodeId + 1;
  const categories: Category[] = PLAN.map((plan) => {
    const members = new Map<number, Game>();
    const SubCategories: SubCategory[] = plan.subCategories.map((sub) => {
      const games = sub.pick(invented, random);
      for (const game of games) members.set(game.GameGroupId, game);
      return {
        Id: nextSubCategoryId++,
        Name: sub.name,
        ShortName: sub.shortName,
        ImageUrl: iconUrl(origin, sub.type, false),
        ActiveImageUrl: iconUrl(origin, sub.type, true),
        SubCategoryType: sub.type,
        GameIds: games.map((game) => game.GameGroupId),
      };
    });
    return {
      Name: plan.name,
      ImageUrl: iconUrl(origin, plan.type, false),
      ActiveImageUrl: iconUrl(origin, plan.type, true),
      GameCategoryType: plan.type,
      SubCategories,
      Games: [...members.values()],
    };
  });
  const games = invented.map((entry) => entry.game);
  return {
    productNodeId,
    brand: brandName,
    categories,
    games,
    byGroupId: new Map(games.map((game) => [game.GameGroupId, game])),
  };
}
