import type { MarketRulebook } from '../rulebook.ts';

/** When the test book's offer rules take effect: the UKGC's date for both. */
export const OFFER_RULES_IN_FORCE = '2026-01-19T00:00:00+00:00';

/** A rulebook with the UKGC's two offer rules (10x wagering, one product), for the offer checks' tests. */
export const OFFER_RULEBOOK: MarketRulebook = {
  id: 'ukgc',
  name: 'Great Britain (UK Gambling Commission)',
  regulator: 'Gambling Commission',
  countries: ['GB'],
  rules: [
    { kind: 'wageringCap', maxMultiple: 10, source: 'LCCP SR code 5.1.1(3a)', inForceFrom: OFFER_RULES_IN_FORCE, summary: '10x' },
    {
      kind: 'singleProductIncentive',
      source: 'LCCP SR code 5.1.1(3b)',
      inForceFrom: OFFER_RULES_IN_FORCE,
      summary: 'One product',
    },
  ],
};
