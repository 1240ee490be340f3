import type { Player } from '../core/index.ts';
import type { PromotionCatalogue } from './promotion-catalogue.ts';

interface OptIn {
  at: string;
  /** What the front end sent with the opt-in, kept as received. */
  optInData: unknown;
}

/**
 * Players' promotion opt-ins. Keyed by the player object, so a reset of the sandbox state (which makes
 * new players) starts every player afresh with their seeded opt-ins.
 */
export function createPromotionOptIns(catalogue: PromotionCatalogue) {
  const byPlayer = new WeakMap<Player, Map<number, OptIn>>();

  const optInsOf = (player: Player) => {
    let optIns = byPlayer.get(player);
    if (!optIns) {
      const seeded = catalogue.seededOptIns(player.userId);
      optIns = new Map(seeded.map((promotionId) => [promotionId, { at: player.registeredAt, optInData: null }]));
      byPlayer.set(player, optIns);
    }
    return optIns;
  };

  return {
    isOptedIn: (player: Player, promotionId: number | null) => promotionId != null && optInsOf(player).has(promotionId),
    /** Opts the player in; false when they already were. */
    optIn(player: Player, promotionId: number, optInData: unknown, at: string): boolean {
      const optIns = optInsOf(player);
      if (optIns.has(promotionId)) return false;
      optIns.set(promotionId, { at, optInData });
      return true;
    },
  };
}

export type PromotionOptIns = ReturnType<typeof createPromotionOptIns>;
