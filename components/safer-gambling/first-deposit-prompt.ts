/**
 * RTS 12A: before a first deposit a player with no limit is asked to set one. Skipping it only
 * skips it this time: the next cashier opening before a first deposit asks again.
 */
export function isFirstDepositPromptDue(facts: { limitCount: number; pendingCount: number; depositsMinor: number }) {
  return facts.limitCount === 0 && facts.pendingCount === 0 && facts.depositsMinor === 0;
}
