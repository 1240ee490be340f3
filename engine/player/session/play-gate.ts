/** What a logged-in player starts that the rules may hold back: a real-money game, a deposit, a promotion opt-in. */
export type GatedAction = 'game' | 'deposit' | 'promotionOptIn';

/** What must happen first: accept the current terms, or have the identity verified. */
export type PlayBlocker = 'terms' | 'verification';

export interface PlayGateFacts {
  loggedIn: boolean;
  /** The current terms are not accepted (SPEC §4 Login: showTerms). */
  showTerms: boolean;
  /** The market requires KYC and the account's is not satisfied (SPEC §6). */
  kycRequired: boolean;
}

/**
 * The player protection rules in one place. Until the current terms are accepted nothing starts. Where
 * the market requires KYC, an unverified player neither plays nor deposits (UK Gambling Commission:
 * identity is verified before a customer may deposit or gamble); opting in to a promotion moves no
 * money and stays open. A logged-out visitor is asked to log in elsewhere, so nothing blocks here.
 */
export function playBlockerFor(action: GatedAction, facts: PlayGateFacts): PlayBlocker | undefined {
  if (!facts.loggedIn) return undefined;
  if (facts.showTerms) return 'terms';
  if (facts.kycRequired && (action === 'game' || action === 'deposit')) return 'verification';
  return undefined;
}
