import type { Account, TermsAndConditionsInfo } from '../../platform/index.ts';

/** The YYYY-MM-DD part of a date, so dates written with or without a time compare alike. */
const day = (date: string | null | undefined) => (date ? date.slice(0, 10) : undefined);

/**
 * SPEC §4: terms must be shown when the account has not accepted them, or they changed after the
 * account's accepted date. Rest-of-world (Malta-licensed) markets follow the Malta date.
 */
export function isTermsAcceptanceRequired(
  account: Pick<Account, 'regulated'>,
  terms: TermsAndConditionsInfo | undefined,
  isRow: boolean,
): boolean {
  if (!account.regulated.areTermsAndConditionsAccepted) return true;
  const lastUpdated = day(isRow ? (terms?.maltaLastUpdated ?? terms?.lastUpdated) : terms?.lastUpdated);
  const accepted = day(account.regulated.termsAndConditionsAcceptedDate);
  if (!lastUpdated) return false;
  return !accepted || lastUpdated > accepted;
}
