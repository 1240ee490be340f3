import { escapeHtml } from '../core/index.ts';
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

/** The full terms and conditions of one promotion, as HTML fragments for the terms modal. */
export function promotionTermsHtml(entry: CataloguedPromotion, now: number): string {
  const { template, brand } = entry;
  const title = escapeHtml(entry.fill(template.title));
  const brandName = escapeHtml(brand.displayName);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<h2>${title}: terms and conditions</h2>`,
    `<p>This promotion runs from ${longDate(promotionStartsAt(entry, now))} to ${longDate(promotionEndsAt(entry, now))} (UTC). It is open to ${brandName} players aged 18 or over whose accounts are verified and in good standing.</p>`,
    `<h3>Significant terms</h3>`,
    list(significantTerms(entry)),
    `<h3>How to take part</h3>`,
    `<p>${escapeHtml(entry.fill(template.terms.howToTakePart))}${template.optInRequired ? ' You must opt in before you play; play before opting in does not count.' : ''}</p>`,
    `<h3>General terms</h3>`,
    list([
      'One reward per person, household, device and payment method.',
      'Games contribute to wagering at the rates shown in the game information panel.',
      `${brand.displayName} may withdraw or change this promotion where there is evidence of abuse, or for legal or regulatory reasons, and will tell you before any change that affects you.`,
      `These terms sit alongside the ${brand.displayName} general terms and bonus policy, which apply in full.`,
    ]),
    `<p>Please play responsibly. You can set deposit limits, take a break or self-exclude at any time from your account settings.</p>`,
  ].join('\n');
}
