/**
 * Every currency the brands take has two decimals: sums are kept in minor units, so a hundred 10p
 * stakes come to exactly £10.00 (binary floating point would drift).
 */
const MINOR_PER_MAJOR = 100;

export const toMinor = (amount: number) => Math.round(amount * MINOR_PER_MAJOR);
/** Back to major units; never −0, which would show as "−£0.00". */
export const toMajor = (minor: number) => (minor === 0 ? 0 : minor / MINOR_PER_MAJOR);

/** What a game page knows of the money since the game opened; amounts in minor units. */
export interface PlayMoney {
  /** The rounds the game reported: how many, staked and won. */
  rounds: { count: number; stakedMinor: number; wonMinor: number };
  /** The platform's balance when the game opened (the first answer after it did), once known. */
  openingBalanceMinor?: number;
  /** The platform's balance now, as last read. */
  balanceMinor?: number;
  /** Payments the cashier reported made since the game opened. */
  depositsMinor: number;
  withdrawalsMinor: number;
}

export const NO_MONEY_YET: PlayMoney = {
  rounds: { count: 0, stakedMinor: 0, wonMinor: 0 },
  depositsMinor: 0,
  withdrawalsMinor: 0,
};

/**
 * The net position since the game opened (RTS 2E: wins minus stakes), in major units. From the rounds
 * the game reported, when it reported any; else from the balance's moves less the deposits and plus
 * the withdrawals made meanwhile (a game that reports nothing); 0 until the opening balance is known.
 */
export function netPosition(money: PlayMoney): number {
  const { rounds, openingBalanceMinor, balanceMinor, depositsMinor, withdrawalsMinor } = money;
  if (rounds.count > 0) return toMajor(rounds.wonMinor - rounds.stakedMinor);
  if (openingBalanceMinor === undefined || balanceMinor === undefined) return 0;
  return toMajor(balanceMinor - openingBalanceMinor - depositsMinor + withdrawalsMinor);
}
