import { Router } from 'express';
import type { SandboxState } from '../core/index.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { createCatalogueStore } from './catalogue-store.ts';
import { SANDBOX_BRANDS, type Catalogue, type SandboxBrand } from './catalogue-types.ts';
import { jackpotRoutes } from './jackpot-routes.ts';
import { launchRoutes } from './launch-routes.ts';
import { meteredRoutes } from './metered-routes.ts';
import { playRoutes } from './play-routes.ts';
import { playerListRoutes } from './player-list-routes.ts';
import { createRiggedSpins, type RiggedSpins } from './rigged-spins.ts';

export interface GamesServiceOptions {
  state: SandboxState;
  /** Browser-reachable origin of the sandbox, e.g. http://localhost:3001; launch and image URLs start with it. */
  publicOrigin: string;
  /** The brands to serve catalogues for; the repository's three by default. */
  brands?: readonly SandboxBrand[];
  /** Games in each catalogue; 1,500 to 1,750 (from the brand's name) unless given. */
  gamesPerBrand?: number | undefined;
  /** Whether a casino id's market requires a verified identity before real-money play; none does unless given. */
  requiresKyc?: (casinoId: number) => boolean;
}

export interface GamesService {
  /** Mount at /games. */
  routes: Router;
  /** The brand's catalogue (built once, image URLs on publicOrigin), or undefined for an unknown product node. */
  catalogueFor(productNodeId: number): Catalogue | undefined;
  /** Outcomes queued for players' next spins (a control endpoint fills it; a reset empties it). */
  riggedSpins: RiggedSpins;
}

/** The sandbox's games platform: catalogues, favourites, launching and playing, metered sessions and jackpots. */
export function createGamesService({
  state,
  publicOrigin,
  brands = SANDBOX_BRANDS,
  gamesPerBrand,
  requiresKyc,
}: GamesServiceOptions): GamesService {
  const origin = publicOrigin.replace(/\/+$/, '');
  const store = createCatalogueStore({ brands, publicOrigin: origin, games: gamesPerBrand });
  const riggedSpins = createRiggedSpins();
  const routes = Router();
  routes.use(catalogueRoutes(store));
  routes.use(playerListRoutes({ state, store }));
  routes.use(launchRoutes({ state, store, publicOrigin: origin, requiresKyc }));
  routes.use(playRoutes({ state, store, riggedSpins }));
  routes.use(meteredRoutes({ state, store }));
  routes.use(jackpotRoutes({ state, store }));
  return { routes, catalogueFor: store.catalogueFor, riggedSpins };
}
