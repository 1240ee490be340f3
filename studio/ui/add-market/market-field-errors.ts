import { marketRequestErrors } from '../../shared/market-request-rules.ts';
import { positiveIdOf } from '../../shared/positive-id.ts';
import type { KnownMarket } from '../common/market-suggestions.ts';

/** The add-market form as the brand manager fills it in (every field as typed). */
export interface MarketForm {
  country: string;
  locale: string;
  currency: string;
  nodeId: string;
  casinoId: string;
  mobileCasinoId: string;
}

export type MarketField = keyof MarketForm;

/** What the form checks a market against: the brand's markets, its casino ids and every node id in use. */
export interface MarketContext {
  brandName: string;
  markets: readonly (KnownMarket & { name?: string })[];
  desktopCasinoIds: readonly number[];
  mobileCasinoIds: readonly number[];
  usedNodeIds: readonly number[];
}

/**
 * What is wrong with each field, in plain words a brand manager can act on: the request's own rules
 * (market-request-rules.ts, the API's too), then what the brand's markets and casino ids allow; a
 * field that is fine has no entry.
 */
export function marketFieldErrors(form: MarketForm, context: MarketContext): Partial<Record<MarketField, string>> {
  const errors: Partial<Record<MarketField, string>> = {};
  const taken = context.markets.find((market) => market.country && market.country === form.country);
  if (!form.country) errors.country = 'Choose the country this market serves.';
  else if (taken) errors.country = `${context.brandName} already has a market for this country (${taken.name ?? taken.country}).`;

  Object.assign(errors, marketRequestErrors(form));
  if (!form.currency.trim()) errors.currency = 'Give the currency players pay in, such as EUR.';

  // A node id the request's rules accept may still be taken, by this brand or another.
  const nodeId = positiveIdOf(form.nodeId);
  const nodeOwner = context.markets.find((market) => market.nodeId === nodeId);
  if (errors.nodeId === undefined && nodeId !== undefined) {
    if (nodeOwner)
      errors.nodeId = `Node ${nodeId} already holds the pages of ${nodeOwner.name ?? nodeOwner.country ?? 'another market'}.`;
    else if (context.usedNodeIds.includes(nodeId)) errors.nodeId = `Node ${nodeId} already belongs to another brand’s market.`;
  }

  const casino = (field: 'casinoId' | 'mobileCasinoId', ids: readonly number[], screen: string) => {
    if (!form[field]) errors[field] = `Choose the casino id the platform gave ${context.brandName} for ${screen}.`;
    else if (!ids.includes(Number(form[field])))
      errors[field] = `Choose one of ${context.brandName}’s ${screen} casino ids: ${ids.join(', ')}.`;
  };
  casino('casinoId', context.desktopCasinoIds, 'desktop');
  casino('mobileCasinoId', context.mobileCasinoIds, 'phone');
  return errors;
}
