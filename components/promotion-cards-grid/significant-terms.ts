import type { PromotionsMessageKey } from '../../engine/i18n/messages/index.ts';
import type { PromotionTerms } from '../../schemas/index.ts';

type Say = (key: PromotionsMessageKey, values?: Record<string, string | number>) => string;
type Money = (amount: number) => string;

/** The message for wagering on each kind of reward. */
const WAGERING_ON = {
  bonus: 'promotions.significant.wageringBonus',
  freeSpinWinnings: 'promotions.significant.wageringFreeSpinWinnings',
  cashback: 'promotions.significant.wageringCashback',
} as const satisfies Record<NonNullable<PromotionTerms['wageringOn']>, PromotionsMessageKey>;

/**
 * An offer's significant terms, one sentence each, in the order the CAP code's guidance asks them
 * beside the headline offer: who may take it, the minimum deposit, the wagering, the time limit, the
 * maximum bet and the games; then the offer's own further terms. Written from the fields only.
 */
export function significantTerms(terms: PromotionTerms, say: Say, money: Money): string[] {
  const sentences: string[] = [];
  if (terms.newPlayersOnly) sentences.push(say('promotions.significant.newPlayers'));
  if (terms.minDeposit) sentences.push(say('promotions.significant.minDeposit', { amount: money(terms.minDeposit) }));
  if (terms.wageringMultiple) sentences.push(say(WAGERING_ON[terms.wageringOn ?? 'bonus'], { multiple: terms.wageringMultiple }));
  else if (terms.wageringMultiple === 0) sentences.push(say('promotions.significant.noWagering'));
  if (terms.expiryDays)
    sentences.push(
      terms.expiryDays === 1
        ? say('promotions.significant.expiryOneDay')
        : say('promotions.significant.expiryDays', { days: terms.expiryDays }),
    );
  if (terms.maxBet) sentences.push(say('promotions.significant.maxBet', { amount: money(terms.maxBet) }));
  if (terms.eligibleGames) sentences.push(say('promotions.significant.eligibleGames', { games: terms.eligibleGames }));
  if (terms.extra) sentences.push(terms.extra);
  return sentences;
}
