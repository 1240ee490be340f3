import type { CatalogueCategory, CatalogueGame, CatalogueSubCategory } from '../../schemas/index.ts';

export type { GamePickerProperties, JackpotKind } from '../../schemas/index.ts';
export type SubCategory = CatalogueSubCategory;

/** The lobby's top-level categories, by their GameCategoryType slug. */
export type GameCategoryType = 'slots' | 'live-casino' | 'table-games' | 'jackpots' | 'new' | 'popular';

/** A game as the sandbox lists it: the contract's game, always with a vendor and a JPEG thumbnail (its SVG original beside it, `.svg`). */
export type Game = CatalogueGame & Required<Pick<CatalogueGame, 'Vendor' | 'ImageUrl'>>;

/** A category as the sandbox lists it: one of the lobby's slugs, with the sandbox's games. */
export interface Category extends CatalogueCategory {
  GameCategoryType: GameCategoryType;
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
