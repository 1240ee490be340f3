import type { AccountsClient } from '../../platform/index.ts';
import { LAUNCH_TOKENS_PER_REFRESH } from './launch-token-pool.ts';
import { isSessionInvalid } from './session-invalid.ts';
import type { createStateStore } from './session-state.ts';
import type { SessionStorageAccess } from './session-storage.ts';

/**
 * SPEC §4: a refresh token buys a new user token, launch tokens and refresh tokens. Calls made while a
 * refresh is on its way wait for it (`settled`): the refresh makes the old user token fail.
 */
export function createTokenRefresh({
  accounts,
  storage,
  store,
  endInvalidSession,
  log,
}: {
  accounts: AccountsClient;
  storage: SessionStorageAccess;
  store: ReturnType<typeof createStateStore>;
  endInvalidSession(): void;
  log: (message: string, detail?: unknown) => void;
}) {
  let refreshing: Promise<void> | undefined;
  return {
    refreshUserToken(): Promise<void> {
      const [refreshToken] = store.get().refreshTokens;
      if (!refreshToken) return Promise.resolve();
      refreshing = (async () => {
        try {
          const tokens = await accounts.refreshToken(refreshToken, LAUNCH_TOKENS_PER_REFRESH);
          storage.saveTokens(tokens);
          store.update({ userToken: tokens.userToken, refreshTokens: tokens.refreshTokens });
        } catch (error) {
          if (isSessionInvalid(error)) endInvalidSession();
          else log('The user token could not be refreshed', error);
        } finally {
          refreshing = undefined;
        }
      })();
      return refreshing;
    },
    /** Resolves once no refresh is on its way. */
    settled: async () => {
      await refreshing;
    },
  };
}
