import type { PromotionCategory } from './promotion-types.ts';

/** The significant terms of an offer, from which the terms page is written. */
export interface PromotionTerms {
  /** Smallest qualifying deposit in major units; 0 (the default) when no deposit is needed. */
  minDeposit?: number;
  /** Wagering multiple; 0 (the default) means winnings are paid as cash with no wagering. */
  wagering?: number;
  /** What the wagering multiple applies to; the bonus by default. */
  wageringOn?: 'the bonus' | 'free spin winnings' | 'cashback';
  /** Days the reward stays usable after it is credited. */
  expiryDays: number;
  /** Largest stake per spin or hand while a bonus is active, in major units; 5 by default. */
  maxBet?: number;
  /** Value of each free spin, when the offer pays free spins. */
  spinValue?: number;
  eligibleGames: string;
  howToTakePart: string;
  /** Further terms particular to this offer. */
  extra?: string[];
}

/**
 * One offer of a brand, in the brand's voice. `{c}` in the copy stands for the market's currency
 * symbol and `{brand}` for the brand's display name.
 */
export interface PromotionTemplate {
  category: PromotionCategory;
  /** Regulated (non-row) markets, the rest of the world, or both. */
  markets: 'regulated' | 'row' | 'both';
  title: string;
  description: string;
  termsSummary: string;
  optInRequired: boolean;
  /** Editorial cards published from the content service. */
  fromContentService?: boolean;
  /** Informational cards the platform gives no promotion id. */
  withoutId?: boolean;
  startedDaysAgo: number;
  endsInDays: number;
  terms: PromotionTerms;
}

/** A brand's promotions and the currency symbols its copy uses. */
export interface BrandPromotionVoice {
  currencySymbol: { regulated: string; row: string };
  templates: PromotionTemplate[];
}
