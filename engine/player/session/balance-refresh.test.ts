import { describe, expect, it } from 'vitest';
import { createFakePlatform, fakeAccount, type FakeAnswer } from '../../../tests/support/fake-platform.ts';
import { createBalanceRefresh } from './balance-refresh.ts';
import { createStateStore, INITIAL_SESSION_STATE, realBalanceOf } from './session-state.ts';

const DETAILS = 'POST /api/accounts/detailsViaUserToken';

/** A logged-in session holding an account of £250, over a platform whose account details the test answers. */
function refreshOn() {
  const platform = createFakePlatform();
  const store = createStateStore({ ...INITIAL_SESSION_STATE, loggedIn: true, userToken: 'a.b.c', account: fakeAccount() });
  const answers: ((answer: FakeAnswer) => void)[] = [];
  platform.on(DETAILS, () => new Promise<FakeAnswer>((resolve) => answers.push(resolve)));
  const refresh = createBalanceRefresh({
    accounts: platform.clients.accounts,
    store,
    userToken: () => 'a.b.c',
    log: () => undefined,
  });
  let told = 0;
  store.subscribe(() => told++);
  /** Answers the oldest call waiting, with the account holding `balance`. */
  const answer = async (balance: number) => {
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    answers.shift()?.({ status: 200, body: fakeAccount({ balance }) });
  };
  return { platform, store, refresh, answer, told: () => told };
}

describe("the balance refresh (the platform's figure wins)", () => {
  it('takes a new balance into the account, and nothing else', async () => {
    const { store, refresh, answer, told } = refreshOn();
    const before = store.get().account;
    const refreshed = refresh();
    await answer(240);
    expect(await refreshed).toBe(240);
    expect(realBalanceOf(store.get().account)).toBe(240);
    expect(store.get().account?.core).toBe(before?.core);
    expect(store.get().accountLoading).toBe(false);
    expect(told()).toBe(1);
  });

  it('changes nothing when the balance is the same, so nothing renders again', async () => {
    const { store, refresh, answer, told } = refreshOn();
    const before = store.get();
    const refreshed = refresh();
    await answer(250);
    expect(await refreshed).toBe(250);
    expect(store.get()).toBe(before);
    expect(told()).toBe(0);
  });

  it('asked again while a call is on its way, calls once more after it, for every ask meanwhile', async () => {
    const { platform, refresh, answer } = refreshOn();
    const first = refresh();
    const second = refresh();
    const third = refresh();
    expect(second).toBe(third);
    await answer(249);
    // The round that ended while the first call was on its way is in the second answer.
    await answer(247.5);
    expect(await Promise.all([first, second, third])).toEqual([249, 247.5, 247.5]);
    expect(platform.callsTo(DETAILS)).toHaveLength(2);
  });

  it('answers undefined, and changes nothing, when the call fails or the player has logged out', async () => {
    const failing = refreshOn();
    failing.platform.fail(DETAILS, 500);
    expect(await failing.refresh()).toBeUndefined();
    expect(failing.told()).toBe(0);

    const loggedOut = refreshOn();
    loggedOut.store.update({ loggedIn: false, account: undefined });
    expect(await loggedOut.refresh()).toBeUndefined();
    expect(loggedOut.platform.callsTo(DETAILS)).toEqual([]);
  });
});
