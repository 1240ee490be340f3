import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DepositLimitPeriod } from '../../schemas/index.ts';
import { ACCOUNT_STATUS, BALANCE_TYPE, type AccountStatusId, type BalanceTypeId, type KycStatus } from './platform-enums.ts';

export interface Transaction {
  id: number;
  at: string;
  kind: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment';
  balanceType: BalanceTypeId;
  amount: number;
  balanceAfter: number;
  description: string;
}

export interface GameRound {
  id: number;
  at: string;
  gameGroupId: number;
  gameName: string;
  stake: number;
  win: number;
  sessionId: number;
}

export interface Player {
  userId: number;
  username: string;
  passwordHash: string;
  currencyIsoCode: string;
  countryIso2: string;
  languageCode: string;
  registeredProductId: number;
  registeredAt: string;
  accountStatusId: AccountStatusId;
  kycStatus: KycStatus;
  /** When the player last accepted the terms (ISO date), or null when never. */
  termsAcceptedAt: string | null;
  userType: 0 | 1;
  attributes: { id: number; value: string }[];
  /** Balances in major units (pounds, dollars) by balance type. */
  balances: Record<BalanceTypeId, number>;
  favourites: number[];
  recentlyPlayed: number[];
  transactions: Transaction[];
  gameRounds: GameRound[];
  /** Days (YYYY-MM-DD) the player logged in on, for the login streak. */
  loginDays: string[];
  marketingPreferences: { email: boolean; sms: boolean; phone: boolean };
  /** The safer-gambling tools the player chose (RTS 12): limits, a break, a self-exclusion. */
  protection: Protection;
}

/** A limit increase (or removal, limitMinor null) waiting for its cooling-off and the player's confirmation. */
export interface PendingLimitIncrease {
  limitMinor: number | null;
  requestedAt: number;
}

export interface Protection {
  /** Gross deposit limits in minor units of the account currency, by period. */
  depositLimits: Partial<Record<DepositLimitPeriod, number>>;
  pendingIncreases: Partial<Record<DepositLimitPeriod, PendingLimitIncrease>>;
  /**
   * Deposits counted against the limits (epoch ms, minor units). Kept apart from the transactions so an
   * opening balance or a back-office adjustment never uses up an allowance the player set.
   */
  deposits: { at: number; amountMinor: number }[];
  /** When a running break or self-exclusion ends (epoch ms), or null. */
  breakEndsAt: number | null;
  selfExclusionEndsAt: number | null;
}

export function noProtection(): Protection {
  return { depositLimits: {}, pendingIncreases: {}, deposits: [], breakEndsAt: null, selfExclusionEndsAt: null };
}

/** Account statuses that may not log in. */
export const BLOCKED_STATUSES: readonly AccountStatusId[] = [
  ACCOUNT_STATUS.DEACTIVATED,
  ACCOUNT_STATUS.CLOSED,
  ACCOUNT_STATUS.BLACKLISTED,
  ACCOUNT_STATUS.SELFEXCLUDED,
];

/**
 * scrypt at a low cost: the sandbox seeds a score of players on every start and reset, and its
 * passwords guard nothing real. The platform's own hashing is not ours to imitate.
 */
const SCRYPT_COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, 32, SCRYPT_COST).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = scryptSync(password, salt, 32, SCRYPT_COST);
  const expected = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function emptyBalances(): Record<BalanceTypeId, number> {
  return Object.fromEntries(Object.values(BALANCE_TYPE).map((type) => [type, 0])) as Record<BalanceTypeId, number>;
}

/** Rounds money to cents, so sums of stakes and wins stay exact in reports. */
export const money = (amount: number) => Math.round(amount * 100) / 100;
