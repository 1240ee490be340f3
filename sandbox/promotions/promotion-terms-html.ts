import { renderTemplate } from '../core/index.ts';
import { promotionEndsAt, promotionStartsAt, type CataloguedPromotion } from './promotion-catalogue.ts';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const amount = (symbol: string, value: number) => `${symbol}${Number.isInteger(value) ? value : value.toFixed(2)}`;

/** The significant terms of an offer, one plain sentence each. */
function significantTerms(entry: CataloguedPromotion): string[] {
  const terms = entry.template.terms;
  const c = entry.currencySymbol;
  const wageringOn = terms.wageringOn ?? 'the bonus';
  const items: string[] = [];
  items.push(
    terms.minDeposit
      ? `Minimum qualifying deposit: ${amount(c, terms.minDeposit)}. Deposits made with Skrill or Neteller do not qualify.`
      : 'No deposit is needed to take part.',
  );
  items.push(
    terms.wagering
      ? `Wagering: ${wageringOn} must be wagered ${terms.wagering} times before ${wageringOn === 'free spin winnings' ? 'they' : 'it'} can be withdrawn. Your own cash is always played first.`
      : 'No wagering: anything you win is paid to your cash balance and can be withdrawn straight away.',
  );
  if (terms.spinValue) items.push(`Each free spin is worth ${amount(c, terms.spinValue)}.`);
  items.push(
    `Expiry: rewards must be used within ${terms.expiryDays} ${terms.expiryDays === 1 ? 'day' : 'days'} of being credited; anything unused after that is removed.`,
  );
  items.push(`Eligible games: ${entry.fill(terms.eligibleGames)}`);
  items.push(
    `Maximum bet: ${amount(c, terms.maxBet ?? 5)} per spin, hand or round while a bonus is active. Larger bets may void the bonus and its winnings.`,
  );
  for (const extra of terms.extra ?? []) items.push(entry.fill(extra));
  return items;
}

/** The full terms and conditions of one promotion (promotions/promotion-terms.eta), as HTML for the terms modal. */
export function promotionTermsHtml(entry: CataloguedPromotion, now: number): string {
  const { template } = entry;
  return renderTemplate('promotions/promotion-terms', {
    title: entry.fill(template.title),
    startsOn: longDate(promotionStartsAt(entry, now)),
    endsOn: longDate(promotionEndsAt(entry, now)),
    brandName: entry.brand.displayName,
    significantTerms: significantTerms(entry),
    howToTakePart: entry.fill(template.terms.howToTakePart),
    optInRequired: template.optInRequired,
  }).value;
}
