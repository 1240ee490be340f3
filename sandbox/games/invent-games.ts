import type { Random } from '../core/index.ts';
import { thumbnailUrl } from './asset-urls.ts';
import type { Game, JackpotKind } from './catalogue-types.ts';
import {
  LIVE_KINDS,
  LIVE_VENDORS,
  RNG_VENDORS,
  SLOT_STYLES,
  TABLE_KINDS,
  VENDORS,
  inventLiveName,
  inventSlotName,
  inventTableName,
  slugify,
} from './game-names.ts';

export type GameFamily = 'slots' | 'table-games' | 'live-casino';

/** A game with what the lobby needs to file it: its family and its sub-category slug. */
export interface InventedGame {
  game: Game;
  family: GameFamily;
  group: string;
}

/** Share of slots paying into each jackpot, cumulative; the rest have none. */
const JACKPOT_ODDS: readonly [number, JackpotKind][] = [
  [0.03, 'megaMoolah'],
  [0.05, 'wowPot'],
  [0.08, 'mustWinJackpot'],
  [0.11, 'rapid'],
  [0.14, 'daily'],
];

/** HTML5 and desktop client ids are per studio. */
const HTML5_CLIENT_BASE = 40300;
const DESKTOP_CLIENT_BASE = 50300;

function inventName(random: Random, family: GameFamily): { name: string; group: string } {
  if (family === 'live-casino') {
    const group = random.pick(LIVE_KINDS);
    return { name: inventLiveName(random, group), group };
  }
  if (family === 'table-games') {
    const group = random.pick(TABLE_KINDS);
    return { name: inventTableName(random, group), group };
  }
  const group = random.pick(SLOT_STYLES);
  return { name: inventSlotName(random, group), group };
}

function pickJackpot(random: Random): JackpotKind | undefined {
  const roll = random.next();
  return JACKPOT_ODDS.find(([odds]) => roll < odds)?.[1];
}

/**
 * Invents `count` games with unique names and GameGroupIds. Ids live in the brand's own range
 * (productNodeId × 100 upwards) and module ids in productNodeId × 10 upwards, so a module or game id
 * names one brand's game only.
 */
export function inventGames(random: Random, productNodeId: number, count: number, imageOrigin: string): InventedGame[] {
  const liveShare = 0.06 + random.next() * 0.08;
  const tableShare = 0.08 + random.next() * 0.06;
  const seen = new Set<string>();
  const games: InventedGame[] = [];
  let gameGroupId = productNodeId * 100;
  for (let attempts = 0; games.length < count; attempts++) {
    if (attempts > count * 50) throw new Error(`could not invent ${count} distinct game names`);
    const roll = random.next();
    const family: GameFamily = roll < liveShare ? 'live-casino' : roll < liveShare + tableShare ? 'table-games' : 'slots';
    const { name, group } = inventName(random, family);
    const slug = slugify(name);
    if (seen.has(slug)) continue;
    seen.add(slug);
    gameGroupId += random.int(1, 4);
    const moduleId = productNodeId * 10 + games.length + 1;
    const vendor = random.pick(family === 'live-casino' ? LIVE_VENDORS : RNG_VENDORS);
    const vendorIndex = VENDORS.indexOf(vendor);
    const jackpot = family === 'slots' ? pickJackpot(random) : undefined;
    const game: Game = {
      GameGroupId: gameGroupId,
      SiteGameContentId: productNodeId * 10000 + games.length + 1,
      SiteGameName: slug,
      Name: name,
      IsFavourite: false,
      Vendor: vendor,
      ImageUrl: thumbnailUrl(imageOrigin, productNodeId, gameGroupId),
      ...(jackpot ? { Jackpot: jackpot } : {}),
      Properties: {
        gamePicker: {
          Properties: {
            gameGroupId,
            gameHTML5ClientID: HTML5_CLIENT_BASE + vendorIndex,
            gameHTMLDesktopClientID: DESKTOP_CLIENT_BASE + vendorIndex,
            gameHTML5ModuleId: moduleId,
            gameHTMLDesktopModuleID: moduleId,
          },
        },
      },
    };
    games.push({ game, family, group });
  }
  return games;
}
