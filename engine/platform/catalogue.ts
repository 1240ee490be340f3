import { catalogueWorkerTransport } from './catalogue-worker-transport.ts';
import type { HttpClient } from './http-client.ts';
import type { CatalogueCategory, CatalogueGame, CatalogueResponse } from '../../schemas/index.ts';

/** The catalogue's shapes are the platform contract's (schemas/platform/games). */
export type { CatalogueCategory, CatalogueGame, CatalogueSubCategory, GamePickerProperties } from '../../schemas/index.ts';

/** Fresh for five minutes: the catalogue changes rarely and thousands of games are costly to refetch. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** The one cache key of a brand's catalogue in a country, shared by the lobby and the game page. */
export const catalogueQueryKey = (productNodeId: number, country: string) => ['catalogue', productNodeId, country] as const;

/** In a browser the catalogue is read in a worker: its decoding on the main thread is a long task on a phone. */
const inBrowser = typeof window !== 'undefined' && typeof Worker === 'function';

/** GET /api/games/{productNodeId}/search?countryIsoCode= → the categories with their games. */
export async function fetchCatalogue(http: HttpClient, productNodeId: number, country: string): Promise<CatalogueCategory[]> {
  const query = new URLSearchParams({ countryIsoCode: country });
  const answer = await http.request<Partial<CatalogueResponse>>('GET', `/api/games/${productNodeId}/search?${query}`, {
    transport: inBrowser ? catalogueWorkerTransport : undefined,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** TanStack Query options for the catalogue (plain object, so this module needs no React). */
export function catalogueQueryOptions(http: HttpClient, productNodeId: number, country: string) {
  return {
    queryKey: catalogueQueryKey(productNodeId, country),
    queryFn: () => fetchCatalogue(http, productNodeId, country),
    staleTime: CATALOGUE_STALE_MS,
  };
}

/** Every game of the catalogue once, in category order. */
export function catalogueGames(categories: readonly CatalogueCategory[]): CatalogueGame[] {
  const byId = new Map<number, CatalogueGame>();
  for (const category of categories)
    for (const game of category.Games) if (!byId.has(game.GameGroupId)) byId.set(game.GameGroupId, game);
  return [...byId.values()];
}

export function findCatalogueGame(categories: readonly CatalogueCategory[], gameGroupId: number): CatalogueGame | undefined {
  for (const category of categories) {
    const game = category.Games.find((candidate) => candidate.GameGroupId === gameGroupId);
    if (game) return game;
  }
  return undefined;
}
