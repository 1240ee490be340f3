import { Router } from 'express';
import { platformContract, type Player, type SandboxState } from '../core/index.ts';
import type { PlatformPromotion } from '../../schemas/index.ts';
import type { PromotionCatalogue } from './promotion-catalogue.ts';

export type PlayerOffers = ReturnType<typeof createPlayerOffers>;

/**
 * Promotions the platform offers one player at one brand beyond its catalogue, in every market and
 * as given: nothing here keeps them within a rulebook, as nothing on a real platform has to. Keyed by
 * the player object, so a reset of the sandbox (new players) forgets them.
 */
export function createPlayerOffers() {
  const byPlayer = new WeakMap<Player, { brand: string; promotion: PlatformPromotion }[]>();
  return {
    add(player: Player, brand: string, promotion: PlatformPromotion) {
      byPlayer.set(player, [...(byPlayer.get(player) ?? []), { brand, promotion }]);
    },
    /** The player's own offers at the brand, after the catalogue's. */
    of: (player: Player, brand: string): PlatformPromotion[] =>
      (byPlayer.get(player) ?? []).filter((offer) => offer.brand === brand).map((offer) => offer.promotion),
  };
}

/**
 * `POST /sandbox/players/<username>/promotions` with `{ brand, promotion }`: the platform offers the
 * player that promotion at the brand, in every market (a test's offer that breaks a rulebook, say).
 * The promotion must keep the platform's contract (PlatformPromotion).
 */
export function createPlayerOfferRoutes({
  state,
  catalogue,
  offers,
}: {
  state: SandboxState;
  catalogue: PromotionCatalogue;
  offers: PlayerOffers;
}): Router {
  const routes = Router();
  routes.post('/players/:username/promotions', (req, res) => {
    const player = state.findPlayer(req.params.username);
    if (!player) return void res.status(404).json({ code: 404, message: 'No such player' });
    const { brand, promotion } = (req.body ?? {}) as { brand?: unknown; promotion?: unknown };
    if (typeof brand !== 'string' || !catalogue.brand(brand))
      return void res
        .status(404)
        .json({ code: 404, message: `brand must name a brand of the sandbox; got ${JSON.stringify(brand)}` });
    const issues = platformContract.check('PlatformPromotion', promotion);
    if (issues.length)
      return void res.status(400).json({
        code: 400,
        message: `promotion breaks the platform contract (PlatformPromotion): ${issues.map(({ pointer, rule }) => `promotion${pointer || '/'}: ${rule}`).join('; ')}`,
        pointer: `body/promotion${issues[0]!.pointer}`,
      });
    offers.add(player, brand, promotion as PlatformPromotion);
    res.status(201).json({ username: player.username, brand, promotionId: (promotion as PlatformPromotion).promotionId });
  });
  return routes;
}
