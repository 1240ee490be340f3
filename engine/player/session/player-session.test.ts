import { describe, expect, it, vi } from 'vitest';
import { createFakePlatform, fakeAccount, fakeJwt, type FakePlatform } from '../../../tests/support/fake-platform.ts';
import { LOGIN_ATTEMPTS_MAX } from './login-errors.ts';
import { createPlayerSession, SESSION_WORK_WAIT_MS } from './player-session.ts';
import { createMemoryStorage, SESSION_KEYS } from './session-storage.ts';

function sessionOn(
  platform: FakePlatform,
  options: { stored?: Record<string, string>; allowMultipleSessions?: boolean; isRow?: boolean } = {},
) {
  const storage = createMemoryStorage(options.stored);
  const reload = vi.fn();
  const session = createPlayerSession({
    platform: platform.clients,
    storage: () => storage,
    market: { casinoId: 3568, isRow: options.isRow ?? false, isKYCRequired: true },
    allowMultipleSessions: options.allowMultipleSessions ?? false,
    reload,
    now: () => Date.parse('2026-08-01T10:00:00Z'),
    log: () => undefined,
  });
  return { session, storage, reload };
}

const credentials = { username: 'demo', password: 'Croupier2026!' };

describe('login (SPEC §4)', () => {
  it('posts the full login request and logs the player in', async () => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    expect(await session.login(credentials)).toBe(true);
    expect(platform.callsTo('POST /api/accounts/login')[0]?.body).toEqual({
      credentials: { username: 'demo', password: 'Croupier2026!', passwordType: 'password' },
      numLaunchTokens: 10,
      closeExistingSessions: true,
      identifiers: { ipAddress: '203.0.113.9' },
      firstPartyBlackBox: '',
      thirdPartyBlackBox: '',
      sessionProductId: 3568,
    });
    expect(session.getState()).toMatchObject({ loggedIn: true, showTerms: false, kycRequired: false, sessionGuid: 'guid-1' });
    const stored = storage.dump();
    expect(stored[SESSION_KEYS.userToken]).toBe(session.getState().userToken);
    expect(JSON.parse(stored[SESSION_KEYS.launchTokens] ?? '[]')).toHaveLength(9);
    expect(stored[SESSION_KEYS.started]).toBe('2026-08-01T10:00:00.000Z');
    expect(stored[SESSION_KEYS.singleSessionGuid]).toBe('guid-1');
  });

  it('announces the single session to the broker unless multiple sessions are allowed', async () => {
    const single = createFakePlatform();
    await sessionOn(single).session.login(credentials);
    const [publish] = single.calls.filter((call) => call.path.includes('/topic/single-session/publish'));
    expect(publish?.path).toBe('/api/broker/clients/product/3568/user/100001/topic/single-session/publish');
    expect(publish?.body).toEqual({ content: { userId: 100001, guid: 'guid-1', registeredProductId: 3568 }, guId: 'guid-1' });

    const multiple = createFakePlatform();
    await sessionOn(multiple, { allowMultipleSessions: true }).session.login(credentials);
    expect(multiple.calls.some((call) => call.path.includes('single-session'))).toBe(false);
  });

  it('logs in even when the IP, terms and geo look-ups fail', async () => {
    const platform = createFakePlatform();
    for (const route of ['GET /api/ip-address', 'GET /api/geo-info', 'GET /api/accounts/termsAndConditions'])
      platform.on(route, () => ({ status: 404, body: {} }));
    expect(await sessionOn(platform).session.login(credentials)).toBe(true);
  });

  it.each([
    { status: 400, error: 'missingCredentials' },
    { status: 401, error: 'unauthorized' },
    { status: 403, error: 'loginFailed' },
  ])('a $status answer leaves the visitor logged out with $error', async ({ status, error }) => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status, body: { code: 10001, message: 'no' } }));
    const { session } = sessionOn(platform);
    expect(await session.login(credentials)).toBe(false);
    expect(session.getState()).toMatchObject({ loggedIn: false, loginError: error, failedLoginAttempts: 1 });
  });

  it('no response at all gives noServerResponse', async () => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => 'no-response');
    const { session } = sessionOn(platform);
    await session.login(credentials);
    expect(session.getState().loginError).toBe('noServerResponse');
  });

  it('an answer carrying a code is a failed login', async () => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status: 200, body: { code: 10001 } }));
    const { session } = sessionOn(platform);
    expect(await session.login(credentials)).toBe(false);
    expect(session.getState()).toMatchObject({ loggedIn: false, loginError: 'loginFailed' });
  });

  it(`allows at most ${LOGIN_ATTEMPTS_MAX} attempts`, async () => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status: 401, body: { code: 10001 } }));
    const { session } = sessionOn(platform);
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_MAX + 2; attempt++) await session.login(credentials);
    expect(platform.callsTo('POST /api/accounts/login')).toHaveLength(LOGIN_ATTEMPTS_MAX);
  });

  it('is blocked while tokens exist or a login is in flight', async () => {
    const platform = createFakePlatform();
    const { session } = sessionOn(platform);
    const first = session.login(credentials);
    expect(await session.login(credentials)).toBe(false);
    await first;
    expect(await session.login(credentials)).toBe(false);
    expect(platform.callsTo('POST /api/accounts/login')).toHaveLength(1);
  });

  it('computes the terms rule with the Malta date in rest-of-world markets', async () => {
    const platform = createFakePlatform(fakeAccount({ termsAndConditionsAcceptedDate: '2026-06-01' }));
    const { session, storage } = sessionOn(platform, { isRow: true });
    await session.login(credentials);
    expect(session.getState().showTerms).toBe(true);
    expect(storage.getItem(SESSION_KEYS.showTerms)).toBe('true');
  });
});

describe('logout (SPEC §4)', () => {
  it.each([
    { name: 'succeeds', answer: { status: 200, body: {} } },
    { name: 'fails', answer: { status: 500, body: { code: 500 } } },
    { name: 'gets no response', answer: 'no-response' as const },
  ])('clears the session when the logout call $name', async ({ answer }) => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    await session.login(credentials);
    const userToken = session.getState().userToken;
    platform.on('POST /api/accounts/logout', () => answer);
    await session.logout();
    expect(platform.callsTo('POST /api/accounts/logout')[0]).toMatchObject({
      body: { userId: userToken, reason: 1 },
      authorization: `Bearer ${userToken}`,
    });
    expect(session.getState()).toMatchObject({
      loggedIn: false,
      account: undefined,
      userToken: undefined,
      kycRequired: false,
      logoutInFlight: false,
    });
    expect(storage.dump()).toEqual({});
  });
});

describe('logout and the work that uses the session', () => {
  it('tells the platform only once the broker connection has ended, and shows the player logged out at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const platform = createFakePlatform();
      const { session } = sessionOn(platform);
      await session.login(credentials);
      let endConnection!: () => void;
      const stop = vi.fn(() => new Promise<void>((resolve) => (endConnection = resolve)));
      session.beforeLogout(stop);
      const loggingOut = session.logout();
      expect(stop).toHaveBeenCalledTimes(1);
      expect(session.getState().loggedIn).toBe(false);
      // The connection ends just before the wait for it would.
      await vi.advanceTimersByTimeAsync(SESSION_WORK_WAIT_MS - 1);
      expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(0);
      endConnection();
      await loggingOut;
      expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the platform after SESSION_WORK_WAIT_MS when the work does not end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const platform = createFakePlatform();
      const { session } = sessionOn(platform);
      await session.login(credentials);
      session.beforeLogout(() => new Promise<void>(() => undefined));
      const loggingOut = session.logout();
      await vi.advanceTimersByTimeAsync(SESSION_WORK_WAIT_MS - 1);
      expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await loggingOut;
      expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no longer waits for work unregistered before the logout', async () => {
    const platform = createFakePlatform();
    const { session } = sessionOn(platform);
    await session.login(credentials);
    const stop = vi.fn(async () => undefined);
    session.beforeLogout(stop)();
    await session.logout();
    expect(stop).not.toHaveBeenCalled();
    expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(1);
  });
});

describe('logout while the account is loading', () => {
  it('abandons the call: its answer, arriving after, does not bring the session back', async () => {
    const platform = createFakePlatform();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    platform.on('POST /api/accounts/detailsViaUserToken', async () => {
      await answered;
      return { status: 200, body: fakeAccount() };
    });
    const { session, storage, reload } = sessionOn(platform, { stored: { [SESSION_KEYS.userToken]: fakeJwt() } });
    const restoring = session.restore();
    await vi.waitFor(() => expect(platform.callsTo('POST /api/accounts/detailsViaUserToken')).toHaveLength(1));
    await session.logout();
    answer();
    expect(await restoring).toBe(false);
    expect(session.getState()).toMatchObject({ loggedIn: false, account: undefined, accountLoading: false });
    expect(storage.dump()).toEqual({});
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('account details (SPEC §4)', () => {
  it('session error 15001 clears session storage and reloads the page', async () => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/detailsViaUserToken', () => ({ status: 401, body: { code: 15001, message: 'gone' } }));
    const { session, storage, reload } = sessionOn(platform, {
      stored: { [SESSION_KEYS.userToken]: fakeJwt(), showTerms: 'false' },
    });
    expect(await session.restore()).toBe(false);
    expect(storage.dump()).toEqual({ [SESSION_KEYS.isAutoLogout]: 'sessionEnded' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('restores a stored session after a reload, with the KYC flag of the account', async () => {
    const platform = createFakePlatform(fakeAccount({ kycStatus: 'pending' }));
    const { session } = sessionOn(platform, { stored: { [SESSION_KEYS.userToken]: fakeJwt() } });
    expect(await session.restore()).toBe(true);
    expect(session.getState()).toMatchObject({ loggedIn: true, kycRequired: true });
  });

  it('is not fetched again unless forced', async () => {
    const platform = createFakePlatform();
    const { session } = sessionOn(platform);
    await session.login(credentials);
    await session.loadAccount();
    expect(platform.callsTo('POST /api/accounts/detailsViaUserToken')).toHaveLength(0);
    await session.loadAccount({ force: true });
    expect(platform.callsTo('POST /api/accounts/detailsViaUserToken')).toHaveLength(1);
  });
});

describe('the session summary poll (SPEC §7, §9)', () => {
  it('ends a session the platform ended (self-excluded, closed): storage cleared, page reloaded', async () => {
    const platform = createFakePlatform();
    const { session, storage, reload } = sessionOn(platform);
    await session.login(credentials);
    platform.on('GET /api/accounts/sessionSummary', () => ({
      status: 401,
      body: { code: 15001, message: 'Security token failed' },
    }));
    await session.loadSessionSummary();
    // Nothing of the session is left but the reason, for the page after the reload to tell the player.
    expect(storage.dump()).toEqual({ [SESSION_KEYS.isAutoLogout]: 'sessionEnded' });
    expect(reload).toHaveBeenCalledOnce();
    expect(session.storage.takeAutoLogout()).toBe('sessionEnded');
    expect(session.storage.takeAutoLogout()).toBeUndefined();
  });

  it('keeps a session whose token was refreshed while the poll was on its way with the old one', async () => {
    const platform = createFakePlatform();
    const { session, reload } = sessionOn(platform);
    await session.login(credentials);
    platform.on('GET /api/accounts/sessionSummary', async () => {
      await session.refreshUserToken();
      return { status: 401, body: { code: 15001, message: 'Security token failed' } };
    });
    await session.loadSessionSummary();
    expect(reload).not.toHaveBeenCalled();
    expect(session.getState().loggedIn).toBe(true);
  });
});

describe('registration hand-off and tokens', () => {
  it('logs a newly registered player in with fresh launch tokens', async () => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    const token = fakeJwt();
    expect(await session.completeRegistration(token)).toBe(true);
    expect(platform.callsTo('POST /api/accounts/refreshLaunchTokens')[0]?.body).toEqual({ numLaunchTokens: 10 });
    expect(session.getState()).toMatchObject({ loggedIn: true, userToken: token });
    expect(storage.getItem(SESSION_KEYS.userToken)).toBe(token);
  });

  it('hands out the login’s first launch token first, then tops the pool up', async () => {
    const platform = createFakePlatform();
    const { session } = sessionOn(platform);
    await session.login(credentials);
    const first = await session.takeLaunchToken();
    const second = await session.takeLaunchToken();
    expect(first).not.toBe(second);
    // The top-up leaves in a task of its own.
    await vi.waitFor(() => expect(platform.callsTo('POST /api/accounts/refreshLaunchTokens')).toHaveLength(1));
  });

  it('exchanges the refresh token for new tokens', async () => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    await session.login(credentials);
    await session.refreshUserToken();
    expect(platform.callsTo('POST /api/accounts/refreshToken')[0]?.body).toEqual({
      numLaunchTokens: 10,
      refreshToken: 'refresh-1',
    });
    expect(session.getState().refreshTokens).toEqual(['refresh-2']);
    expect(storage.getItem(SESSION_KEYS.userToken)).toBe(session.getState().userToken);
  });

  it('forgets the stored user token when a call reports it invalid', async () => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    await session.login(credentials);
    session.reportInvalidToken();
    expect(storage.getItem(SESSION_KEYS.userToken)).toBeNull();
  });
});

describe('the Android wrapped app (SPEC §4)', () => {
  it('loads the account with the tokens from its cookies, then refreshes the token once', async () => {
    const platform = createFakePlatform();
    const { session, storage } = sessionOn(platform);
    const appToken = fakeJwt();
    expect(await session.restoreFromWrappedApp({ userToken: appToken, refreshTokens: ['app-refresh'] })).toBe(true);
    const [details] = platform.callsTo('POST /api/accounts/detailsViaUserToken');
    expect(details?.body).toEqual({ userToken: appToken });
    expect(platform.callsTo('POST /api/accounts/refreshToken').map((call) => call.body)).toEqual([
      { numLaunchTokens: 10, refreshToken: 'app-refresh' },
    ]);
    expect(session.getState()).toMatchObject({ loggedIn: true, refreshTokens: ['refresh-2'], sessionGuid: 'guid-1' });
    expect(session.getState().userToken).not.toBe(appToken);
    expect(storage.getItem(SESSION_KEYS.userToken)).toBe(session.getState().userToken);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.launchTokens) ?? '[]')).toHaveLength(10);
  });

  it('stays logged out, and refreshes nothing, when the account does not load', async () => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/detailsViaUserToken', () => ({ status: 401, body: { code: 401, message: 'expired' } }));
    const { session } = sessionOn(platform);
    expect(await session.restoreFromWrappedApp({ userToken: fakeJwt(), refreshTokens: ['app-refresh'] })).toBe(false);
    expect(session.getState().loggedIn).toBe(false);
    expect(platform.callsTo('POST /api/accounts/refreshToken')).toHaveLength(0);
  });

  it('does nothing for a player already logged in', async () => {
    const platform = createFakePlatform();
    const { session } = sessionOn(platform);
    await session.login(credentials);
    expect(await session.restoreFromWrappedApp({ userToken: fakeJwt(), refreshTokens: [] })).toBe(false);
    expect(platform.callsTo('POST /api/accounts/detailsViaUserToken')).toHaveLength(0);
  });
});
