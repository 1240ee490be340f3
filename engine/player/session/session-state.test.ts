import { describe, expect, it } from 'vitest';
import { createStateStore, INITIAL_SESSION_STATE } from './session-state.ts';

describe("the session's state store", () => {
  it.each([
    { what: 'a change to what it holds', change: { loginInFlight: true }, told: 1, same: false },
    {
      what: 'a "change" to what it already holds',
      change: { loggedIn: false, refreshTokens: INITIAL_SESSION_STATE.refreshTokens },
      told: 0,
      same: true,
    },
  ])('tells its readers of $what only when something changed', ({ change, told, same }) => {
    const store = createStateStore();
    let heard = 0;
    store.subscribe(() => heard++);
    store.update(change);
    expect(heard).toBe(told);
    expect(store.get() === INITIAL_SESSION_STATE).toBe(same);
  });
});
