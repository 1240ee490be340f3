export { createGamesService, type GamesService, type GamesServiceOptions } from './games-service.ts';
export { buildCatalogue, CATALOGUE_MIN_GAMES, type CatalogueOptions } from './build-catalogue.ts';
export {
  SANDBOX_BRANDS,
  type Catalogue,
  type Category,
  type Game,
  type GameCategoryType,
  type GamePickerProperties,
  type JackpotKind,
  type SandboxBrand,
  type SubCategory,
} from './catalogue-types.ts';
export { GAMES_MOUNT } from './asset-urls.ts';
export { CURRENCY_RATES } from './currency-rates.ts';
export { createRiggedSpins, RIGGED_SPINS_MAX, type RiggedSpins } from './rigged-spins.ts';
export { WIN_MULTIPLIERS } from './spin-outcome.ts';
