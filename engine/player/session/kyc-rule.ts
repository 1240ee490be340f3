import type { Account } from '../../platform/index.ts';

/** Account status ACTIVE of SPEC §3: a fully verified, open account. */
const ACTIVE_STATUS = 4;

/**
 * SPEC §6 KYC: required when the market asks for it and the account is not verified; the platform's
 * kycStatus decides when present, else only an ACTIVE account counts as verified.
 */
export function isKycRequired(marketRequiresKyc: boolean, account: Pick<Account, 'regulated' | 'kycStatus'>): boolean {
  if (!marketRequiresKyc) return false;
  if (account.kycStatus) return account.kycStatus !== 'verified';
  return account.regulated.accountStatusId !== ACTIVE_STATUS;
}
