/** The player history types of SPEC §3. */
export type PlayerHistoryTab = 'MARKETING_PREFERENCE' | 'GAME_HISTORY' | 'TRANSACTION_HISTORY';

const PORTAL_PAGE: Record<PlayerHistoryTab, string> = {
  MARKETING_PREFERENCE: 'communication-preferences',
  GAME_HISTORY: 'game-history',
  TRANSACTION_HISTORY: 'transaction-history',
};

/** A portal page opened with a (single-use) launch token; base is the portal's URL from the page data. */
export const playerPortalUrl = (tab: PlayerHistoryTab, launchToken: string, base: string) =>
  `${base}/${PORTAL_PAGE[tab]}?launchToken=${encodeURIComponent(launchToken)}`;

/** The cashier opened with a (single-use) launch token; base is the cashier's URL from the page data. */
export const cashierUrl = (launchToken: string, base: string, profilingSessionId?: string) =>
  `${base}/?${new URLSearchParams({ launchToken, ...(profilingSessionId ? { profilingSessionId } : {}) })}`;
