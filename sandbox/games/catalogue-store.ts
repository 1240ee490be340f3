import { buildCatalogue } from './build-catalogue.ts';
import type { Catalogue, Game, SandboxBrand } from './catalogue-types.ts';

export interface FoundGame {
  game: Game;
  catalogue: Catalogue;
}

/** Each brand's catalogue, built once on first use, and look-ups across them. */
export function createCatalogueStore({
  brands,
  publicOrigin,
  games,
}: {
  brands: readonly SandboxBrand[];
  publicOrigin: string;
  /** Games per catalogue; buildCatalogue's own count unless given. */
  games?: number | undefined;
}) {
  const catalogues = new Map<number, Catalogue>();
  let byModuleId: Map<number, FoundGame> | undefined;

  function catalogueFor(productNodeId: number): Catalogue | undefined {
    const cached = catalogues.get(productNodeId);
    if (cached) return cached;
    const brand = brands.find((candidate) => candidate.productNodeId === productNodeId);
    if (!brand) return undefined;
    const catalogue = buildCatalogue(brand.name, productNodeId, { imageOrigin: publicOrigin, ...(games ? { games } : {}) });
    catalogues.set(productNodeId, catalogue);
    return catalogue;
  }

  const all = () => brands.map((brand) => catalogueFor(brand.productNodeId)).filter((catalogue) => catalogue !== undefined);

  /** A game by id, from the given product's catalogue first, else from any brand's (ids never overlap between brands). */
  function findGame(gameGroupId: number, productNodeId?: number): FoundGame | undefined {
    const preferred = productNodeId === undefined ? undefined : catalogueFor(productNodeId);
    for (const catalogue of preferred ? [preferred, ...all()] : all()) {
      const game = catalogue.byGroupId.get(gameGroupId);
      if (game) return { game, catalogue };
    }
    return undefined;
  }

  function findByModuleId(moduleId: number): FoundGame | undefined {
    if (!byModuleId) {
      byModuleId = new Map();
      for (const catalogue of all())
        for (const game of catalogue.games) {
          const ids = game.Properties.gamePicker.Properties;
          byModuleId.set(ids.gameHTML5ModuleId, { game, catalogue });
          byModuleId.set(ids.gameHTMLDesktopModuleID, { game, catalogue });
        }
    }
    return byModuleId.get(moduleId);
  }

  return { catalogueFor, all, findGame, findByModuleId };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

/** Whether the game is listed in the catalogue's Live Casino category. */
export function isLiveCasinoGame({ game, catalogue }: FoundGame): boolean {
  const live = catalogue.categories.find((category) => category.GameCategoryType === 'live-casino');
  return live?.Games.some((candidate) => candidate.GameGroupId === game.GameGroupId) ?? false;
}
