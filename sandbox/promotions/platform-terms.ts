import type { PromotionTerms, SandboxPromotionTerms } from '../../schemas/index.ts';

/** The sandbox's words for what is wagered, as the platform's codes. */
const WAGERING_ON = { 'the bonus': 'bonus', 'free spin winnings': 'freeSpinWinnings', cashback: 'cashback' } as const;

/** The stake the sandbox's terms pages name when an offer gives none (SandboxPromotionTerms.maxBet). */
const DEFAULT_MAX_BET = 5;

/**
 * An offer's significant terms as the platform sends them (PromotionTerms): what the card writes and
 * the site checks against the visitor's rulebook. A maximum bet applies while a bonus is wagered, so
 * an offer without wagering has none. `fill` writes the brand's name and currency into its copy.
 */
export function platformTermsOf(terms: SandboxPromotionTerms, fill: (text: string) => string): PromotionTerms {
  const wagering = terms.wagering ?? 0;
  return {
    products: terms.products,
    ...(terms.newPlayersOnly ? { newPlayersOnly: true } : {}),
    ...(terms.minDeposit ? { minDeposit: terms.minDeposit } : {}),
    wageringMultiple: wagering,
    ...(wagering > 0
      ? { wageringOn: WAGERING_ON[terms.wageringOn ?? 'the bonus'], maxBet: terms.maxBet ?? DEFAULT_MAX_BET }
      : {}),
    expiryDays: terms.expiryDays,
    eligibleGames: fill(terms.eligibleGames),
  };
}
