import { fieldErrorsOf, schemaFieldProblems } from '../schema-field-problems.ts';
import type { KnownMarket } from './market-suggestions.ts';

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

/** Where the market schema's rules land in the add-market form. */
const SCHEMA_FIELD_ROUTES = { locale: 'locale', currencyIsoCode: 'currency' } as const;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * What is wrong with each field, in plain words a brand manager can act on (the market schema's
 * rules, said for people); a field that is fine has no entry.
 */
export function marketFieldErrors(form: MarketForm, context: MarketContext): Partial<Record<MarketField, string>> {
  const errors: Partial<Record<MarketField, string>> = {};
  const taken = context.markets.find((market) => market.country && market.country === form.country);
  if (!form.country) errors.country = 'Choose the country this market serves.';
  else if (taken) errors.country = `${context.brandName} already has a market for this country (${taken.name ?? taken.country}).`;

  // The locale's and currency's rules are the market schema's, each routed here by its instancePath.
  Object.assign(
    errors,
    fieldErrorsOf(
      schemaFieldProblems({ locale: form.locale.trim(), currencyIsoCode: form.currency.trim() }),
      SCHEMA_FIELD_ROUTES,
    ),
  );
  if (!form.locale.trim()) errors.locale = 'Give the language and country, such as en-IE.';
  if (!form.currency.trim()) errors.currency = 'Give the currency players pay in, such as EUR.';

  const nodeId = wholeNumber(form.nodeId);
  const nodeOwner = context.markets.find((market) => market.nodeId === nodeId);
  if (!form.nodeId.trim()) errors.nodeId = 'Give the content node that holds this market’s pages.';
  else if (nodeId === undefined || nodeId < 1) errors.nodeId = 'The content node id is a whole number above 0, such as 1106.';
  else if (nodeOwner)
    errors.nodeId = `Node ${nodeId} already holds the pages of ${nodeOwner.name ?? nodeOwner.country ?? 'another market'}.`;
  else if (context.usedNodeIds.includes(nodeId)) errors.nodeId = `Node ${nodeId} already belongs to another brand’s market.`;

  const casino = (field: 'casinoId' | 'mobileCasinoId', ids: readonly number[], screen: string) => {
    if (!form[field]) errors[field] = `Choose the casino id the platform gave ${context.brandName} for ${screen}.`;
    else if (!ids.includes(Number(form[field])))
      errors[field] = `Choose one of ${context.brandName}’s ${screen} casino ids: ${ids.join(', ')}.`;
  };
  casino('casinoId', context.desktopCasinoIds, 'desktop');
  casino('mobileCasinoId', context.mobileCasinoIds, 'phone');
  return errors;
}
