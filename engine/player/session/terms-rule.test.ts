import { describe, expect, it } from 'vitest';
import { isTermsAcceptanceRequired } from './terms-rule.ts';

const terms = { lastUpdated: '2026-05-01', maltaLastUpdated: '2026-07-15' };

describe('SPEC §4 terms must be shown', () => {
  it.each([
    { name: 'never accepted', accepted: false, date: null, isRow: false, show: true },
    { name: 'accepted after the last change', accepted: true, date: '2026-06-01', isRow: false, show: false },
    { name: 'accepted on the day of the change', accepted: true, date: '2026-05-01', isRow: false, show: false },
    { name: 'accepted before the last change', accepted: true, date: '2026-03-01', isRow: false, show: true },
    { name: 'rest of world: accepted before the Malta change', accepted: true, date: '2026-06-01', isRow: true, show: true },
    { name: 'rest of world: accepted after the Malta change', accepted: true, date: '2026-07-20', isRow: true, show: false },
    { name: 'accepted with a time of day', accepted: true, date: '2026-06-01T09:00:00Z', isRow: false, show: false },
  ])('$name → $show', ({ accepted, date, isRow, show }) => {
    const account = {
      regulated: { accountStatusId: 4 as const, areTermsAndConditionsAccepted: accepted, termsAndConditionsAcceptedDate: date },
    };
    expect(isTermsAcceptanceRequired(account, terms, isRow)).toBe(show);
  });

  it('without terms data only the accepted flag counts', () => {
    const account = {
      regulated: {
        accountStatusId: 4 as const,
        areTermsAndConditionsAccepted: true,
        termsAndConditionsAcceptedDate: '2020-01-01',
      },
    };
    expect(isTermsAcceptanceRequired(account, undefined, false)).toBe(false);
  });
});
