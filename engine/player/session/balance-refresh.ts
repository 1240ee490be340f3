import type { AccountsClient } from '../../platform/index.ts';
import { realBalanceOf, type createStateStore } from './session-state.ts';

export interface BalanceRefreshParts {
  accounts: AccountsClient;
  store: ReturnType<typeof createStateStore>;
  userToken(): string | undefined;
  log: (message: string, detail?: unknown) => void;
}

/**
 * Re-reads the balances from the platform (the account details call), whose figure wins over any a
 * game reports. Cheap to call often, as a game page does after each round and between rounds:
 * - a call asked for while one is on its way runs once that one has answered (the round that ended
 *   meanwhile may be missing from the first answer); any number of such asks share that one call;
 * - an answer whose balances are those the session holds changes nothing, so nothing renders again;
 * - the rest of the account, and the session's loading flags, are left as they are.
 * Resolves to the real balance the platform gave, or undefined when logged out or the call failed.
 */
export function createBalanceRefresh({ accounts, store, userToken, log }: BalanceRefreshParts) {
  let running: Promise<number | undefined> | undefined;
  let following: Promise<number | undefined> | undefined;

  async function read(): Promise<number | undefined> {
    const token = userToken();
    if (!token || !store.get().loggedIn) return undefined;
    try {
      const answer = await accounts.detailsViaUserToken(token);
      const account = store.get().account;
      // Logged out, or another player, while the call was on its way; or a refusal (a code with status 200).
      if (typeof answer.code === 'number' || !account || userToken() !== token || !answer.balances) return undefined;
      if (JSON.stringify(answer.balances) !== JSON.stringify(account.balances))
        store.update({ account: { ...account, balances: answer.balances } });
      return realBalanceOf(answer);
    } catch (error) {
      log('The balance could not be refreshed', error);
      return undefined;
    }
  }

  return function refreshBalance(): Promise<number | undefined> {
    if (!running) {
      running = read().finally(() => (running = undefined));
      return running;
    }
    following ??= running.then(() => {
      following = undefined;
      return refreshBalance();
    });
    return following;
  };
}
