import { Router } from 'express';
import type { Player, SandboxState } from '../core/index.ts';
import { createBannerRoutes } from './banner-routes.ts';
import { createCampaignRoutes } from './campaigns-routes.ts';
import { createLoginStreakAnnouncer } from './login-streak-announcer.ts';
import { createPlayerOfferRoutes, createPlayerOffers } from './player-offers.ts';
import { createPlayerRewards } from './player-rewards.ts';
import { createPromotionCatalogue } from './promotion-catalogue.ts';
import { createPromotionOptIns } from './promotion-opt-ins.ts';
import type { PromotionsBrand, PublishToPlayer } from './promotion-types.ts';
import { createPromotionRoutes } from './promotions-routes.ts';

export interface PromotionsServiceOptions {
  state: SandboxState;
  /** The brands promotions are offered for, with the casino ids each owns. */
  brands: readonly PromotionsBrand[];
  /** Pushes a broker message to a player; used for login-streak and quest toasts. */
  publish?: PublishToPlayer;
  /** The service's public URL (`http://localhost:3001/promotions`): banner URLs start with it. */
  publicUrl: string;
}

export interface PromotionsService {
  /** Promotions, campaigns, rewards, free spins and user stats; mounted at `/promotions`. */
  routes: Router;
  /** The service's control endpoints, mounted under `/sandbox`: a player's own offers. */
  controlRoutes: Router;
  /** Toasts the player's login streak when it is two days or more; call after a login. Returns the streak. */
  announceLoginStreak(player: Player): number;
}

/** The sandbox's promotions platform and the campaigns (quests) helper API. */
export function createPromotionsService({ state, brands, publish, publicUrl }: PromotionsServiceOptions): PromotionsService {
  const catalogue = createPromotionCatalogue(brands, { bannerOrigin: publicUrl });
  const optIns = createPromotionOptIns(catalogue);
  const offers = createPlayerOffers();
  const rewards = createPlayerRewards({ now: () => state.clock.now() });
  const routes = Router();
  routes.use(createBannerRoutes(catalogue));
  routes.use(createPromotionRoutes({ state, catalogue, optIns, offers }));
  routes.use(createCampaignRoutes({ state, rewards, publish }));
  return {
    routes,
    controlRoutes: createPlayerOfferRoutes({ state, catalogue, offers }),
    announceLoginStreak: createLoginStreakAnnouncer({ clock: state.clock, publish }),
  };
}
