import type { AccountsClient } from '../../platform/index.ts';
import { isSessionInvalid } from './session-invalid.ts';
import type { createStateStore } from './session-state.ts';
import type { SessionStorageAccess } from './session-storage.ts';

interface SessionCallParts {
  accounts: AccountsClient;
  storage: SessionStorageAccess;
  store: ReturnType<typeof createStateStore>;
  userToken(): string | undefined;
  log: (message: string, detail?: unknown) => void;
}

/** The player accepts the current terms: the prompt closes and the account says so. */
export function createTermsAcceptance({ accounts, storage, store, userToken, log }: SessionCallParts) {
  return async function acceptTerms(): Promise<boolean> {
    const token = userToken();
    if (!token) return false;
    try {
      const answer = await accounts.acceptTermsAndConditions(token);
      const account = store.get().account;
      storage.saveShowTerms(false);
      store.update({
        showTerms: false,
        openPrompt: store.get().openPrompt === 'terms' ? undefined : store.get().openPrompt,
        account: account && { ...account, regulated: { ...account.regulated, ...answer } },
      });
      return true;
    } catch (error) {
      log('Terms acceptance failed', error);
      return false;
    }
  };
}

/** SPEC §9's session summary poll: time played and money; a session the platform ended ends here too. */
export function createSessionSummaryPoll({
  accounts,
  store,
  userToken,
  tokenRefreshSettled,
  endInvalidSession,
}: Pick<SessionCallParts, 'accounts' | 'store' | 'userToken'> & {
  tokenRefreshSettled(): Promise<void>;
  endInvalidSession(): void;
}) {
  return async function loadSessionSummary() {
    // The refresh makes the old token fail: the poll waits for the new one.
    await tokenRefreshSettled();
    const token = userToken();
    if (!token || !store.get().loggedIn) return;
    try {
      store.update({ sessionSummary: await accounts.sessionSummary(token) });
    } catch (error) {
      // A token refreshed while the call was on its way makes the old one fail: that session lives on.
      if (isSessionInvalid(error) && userToken() === token) endInvalidSession();
    }
  };
}
