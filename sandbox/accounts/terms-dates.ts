import type { Player, SandboxState } from '../core/index.ts';

/** The date the rest-of-world (Malta-licensed) terms last changed; it differs from the main terms' date. */
export const MALTA_TERMS_LAST_UPDATED = '2026-07-15';

/** Tells whether a casino id belongs to a rest-of-world market (SPEC §3 Market config `isRow`). */
export type MarketLookup = (casinoId: number) => { isRow: boolean } | undefined;

/** What `GET /termsAndConditions` answers, so the site can decide at login whether terms must be shown. */
export function termsAndConditionsInfo(state: SandboxState) {
  return {
    lastUpdated: state.termsLastUpdated,
    maltaLastUpdated: MALTA_TERMS_LAST_UPDATED,
    version: `${state.termsLastUpdated}/${MALTA_TERMS_LAST_UPDATED}`,
  };
}

/** The terms a session is held to: the Malta ones in rest-of-world markets, the main ones elsewhere. */
export function termsLastUpdatedFor(state: SandboxState, markets: MarketLookup | undefined, casinoId: number): string {
  return markets?.(casinoId)?.isRow ? MALTA_TERMS_LAST_UPDATED : state.termsLastUpdated;
}

/** Accepted means accepted at all, and not before the terms last changed (dates compare as YYYY-MM-DD). */
export function areTermsAccepted(player: Player, lastUpdated: string): boolean {
  return player.termsAcceptedAt !== null && player.termsAcceptedAt.slice(0, 10) >= lastUpdated;
}
