/** Jackpot a game pays into: the progressive pools and the must-win drops of SPEC §3. */
export type JackpotKind = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';

/** The lobby's top-level categories, by their GameCategoryType slug. */
export type GameCategoryType = 'slots' | 'live-casino' | 'table-games' | 'jackpots' | 'new' | 'popular';

/** The platform's identifiers for launching a game on each client (SPEC §3 gamePicker.Properties). */
export interface GamePickerProperties {
  gameGroupId: number;
  gameHTML5ClientID: number;
  gameHTMLDesktopClientID: number;
  gameHTML5ModuleId: number;
  gameHTMLDesktopModuleID: number;
}

/** A game as the platform lists it (SPEC §3 field names). */
export interface Game {
  GameGroupId: number;
  SiteGameContentId: number;
  /** URL slug of the name, unique in its brand. */
  SiteGameName: string;
  Name: string;
  /** Always false in the catalogue; the lobby marks a player's favourites itself. */
  IsFavourite: boolean;
  Vendor: string;
  /** Browser-reachable JPEG thumbnail (its SVG original is beside it, `.svg`). */
  ImageUrl: string;
  Jackpot?: JackpotKind;
  Properties: { gamePicker: { Properties: GamePickerProperties } };
}

export interface SubCategory {
  Id: number;
  Name: string;
  ShortName: string;
  ImageUrl: string;
  ActiveImageUrl: string;
  SubCategoryType: string;
  GameIds: number[];
}

export interface Category {
  Name: string;
  ImageUrl: string;
  ActiveImageUrl: string;
  GameCategoryType: GameCategoryType;
  SubCategories: SubCategory[];
  Games: Game[];
}

/** One brand's lobby: its categories, every game once, and the games by GameGroupId. */
export interface Catalogue {
  productNodeId: number;
  brand: string;
  categories: Category[];
  games: Game[];
  byGroupId: Map<number, Game>;
}

/** A brand the sandbox serves games for. */
export interface SandboxBrand {
  name: string;
  productNodeId: number;
}

/** The three brands of the repository and their product node ids (brands/*\/brand.json). */
export const SANDBOX_BRANDS: readonly SandboxBrand[] = [
  { name: 'hippodrome', productNodeId: 1000 },
  { name: 'jackpotcity', productNodeId: 2000 },
  { name: 'croupier', productNodeId: 3000 },
];
