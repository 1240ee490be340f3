import type { Clock } from './clock.ts';
import { ACCOUNT_STATUS, ERROR_CODE, type AccountStatusId, type BalanceTypeId, type KycStatus } from './platform-enums.ts';
import {
  BLOCKED_STATUSES,
  emptyBalances,
  hashPassword,
  money,
  passwordMatches,
  type Player,
  type Transaction,
} from './players.ts';
import { createRandom, type Random } from './random.ts';
import { createUserTokens, type UserTokens } from './user-tokens.ts';

export interface Session {
  sessionId: number;
  sessionGuid: string;
  userId: number;
  productId: number;
  startTime: string;
  endedAt: string | null;
  userToken: string;
  userTokenExpiresAt: number;
}

export interface LaunchToken {
  token: string;
  userId: number;
  sessionId: number;
  used: boolean;
}

export type Authenticated = { ok: true; player: Player; session: Session } | { ok: false; code: number; message: string };

export interface SandboxStateOptions {
  clock: Clock;
  seed: number | string;
  /** Signs user tokens; a fresh random one per process is fine. */
  secret: string;
  /** The date the terms and conditions last changed (YYYY-MM-DD). */
  termsLastUpdated?: string;
}

/** The password of every seeded sandbox player. */
export const SEEDED_PASSWORD = 'Croupier2026!';
export const TERMS_LAST_UPDATED = '2026-09-01';

/**
 * The sandbox platform's state: players, sessions, tokens and wallets, in memory. Every service of the
 * sandbox (accounts, games, promotions, broker…) reads and changes this one state.
 */
export function createSandboxState(options: SandboxStateOptions) {
  const { clock } = options;
  const userTokens: UserTokens = createUserTokens({ secret: options.secret, clock });
  let random: Random = createRandom(options.seed);
  const players = new Map<number, Player>();
  const byUsername = new Map<string, Player>();
  const sessions = new Map<number, Session>();
  const launchTokens = new Map<string, LaunchToken>();
  const refreshTokens = new Map<string, { userId: number; sessionId: number }>();
  let nextUserId = 100001;
  let nextSessionId = 500001;
  let nextTransactionId = 900001;

  const isoNow = () => new Date(clock.now()).toISOString();

  function createPlayer(input: {
    username: string;
    password: string;
    currencyIsoCode: string;
    countryIso2: string;
    registeredProductId: number;
    languageCode?: string;
    accountStatusId?: AccountStatusId;
    kycStatus?: KycStatus;
    termsAcceptedAt?: string | null;
    realBalance?: number;
  }): Player {
    const key = input.username.toLowerCase();
    if (byUsername.has(key))
      throw Object.assign(new Error(`username ${input.username} is taken`), { code: ERROR_CODE.usernameTaken });
    const player: Player = {
      userId: nextUserId++,
      username: input.username,
      passwordHash: hashPassword(input.password, random.hex(16)),
      currencyIsoCode: input.currencyIsoCode,
      countryIso2: input.countryIso2,
      languageCode: input.languageCode ?? 'en',
      registeredProductId: input.registeredProductId,
      registeredAt: isoNow(),
      accountStatusId: input.accountStatusId ?? ACCOUNT_STATUS.ACTIVE,
      kycStatus: input.kycStatus ?? 'notVerified',
      termsAcceptedAt: input.termsAcceptedAt === undefined ? isoNow().slice(0, 10) : input.termsAcceptedAt,
      userType: 0,
      attributes: [],
      balances: emptyBalances(),
      favourites: [],
      recentlyPlayed: [],
      transactions: [],
      gameRounds: [],
      loginDays: [],
      marketingPreferences: { email: true, sms: false, phone: false },
    };
    players.set(player.userId, player);
    byUsername.set(key, player);
    if (input.realBalance)
      record(player, { kind: 'deposit', balanceType: 0, amount: input.realBalance, description: 'Opening balance' });
    return player;
  }

  /** Moves a balance and writes the transaction; refuses to go below zero. */
  function record(
    player: Player,
    entry: { kind: Transaction['kind']; balanceType: BalanceTypeId; amount: number; description: string },
  ): Transaction {
    const after = money(player.balances[entry.balanceType] + entry.amount);
    if (after < 0) throw Object.assign(new Error('insufficient funds'), { code: ERROR_CODE.insufficientFunds });
    player.balances[entry.balanceType] = after;
    const transaction: Transaction = {
      id: nextTransactionId++,
      at: isoNow(),
      ...entry,
      amount: money(entry.amount),
      balanceAfter: after,
    };
    player.transactions.unshift(transaction);
    return transaction;
  }

  function checkPassword(username: string, password: string): Player | undefined {
    const player = byUsername.get(username.toLowerCase());
    return player && passwordMatches(password, player.passwordHash) ? player : undefined;
  }

  async function openSession(player: Player, productId: number, { closeExisting }: { closeExisting: boolean }): Promise<Session> {
    if (closeExisting) {
      for (const session of sessions.values())
        if (session.userId === player.userId && !session.endedAt) session.endedAt = isoNow();
    }
    const sessionId = nextSessionId++;
    const { token, expiresAt } = await userTokens.issue({ userId: player.userId, sessionId, productId });
    const session: Session = {
      sessionId,
      sessionGuid: random.uuid(),
      userId: player.userId,
      productId,
      startTime: isoNow(),
      endedAt: null,
      userToken: token,
      userTokenExpiresAt: expiresAt,
    };
    sessions.set(sessionId, session);
    const today = isoNow().slice(0, 10);
    if (player.loginDays[0] !== today) player.loginDays.unshift(today);
    return session;
  }

  async function renewUserToken(session: Session): Promise<Session> {
    const { token, expiresAt } = await userTokens.issue({
      userId: session.userId,
      sessionId: session.sessionId,
      productId: session.productId,
    });
    session.userToken = token;
    session.userTokenExpiresAt = expiresAt;
    return session;
  }

  function closeSession(session: Session) {
    session.endedAt ??= isoNow();
    for (const [token, launch] of launchTokens) if (launch.sessionId === session.sessionId) launchTokens.delete(token);
    for (const [token, refresh] of refreshTokens) if (refresh.sessionId === session.sessionId) refreshTokens.delete(token);
  }

  /**
   * The platform's back office changes an account's status (a self-exclusion, a closure): an account
   * that may no longer log in loses every live session at once, so each of its tokens stops working.
   */
  function setAccountStatus(player: Player, status: AccountStatusId) {
    player.accountStatusId = status;
    if (!BLOCKED_STATUSES.includes(status)) return;
    for (const session of sessions.values()) if (session.userId === player.userId && !session.endedAt) closeSession(session);
  }

  function issueLaunchTokens(session: Session, count: number): string[] {
    return Array.from({ length: count }, () => {
      const token = random.hex(20);
      launchTokens.set(token, { token, userId: session.userId, sessionId: session.sessionId, used: false });
      return token;
    });
  }

  function issueRefreshToken(session: Session): string {
    const token = random.hex(24);
    refreshTokens.set(token, { userId: session.userId, sessionId: session.sessionId });
    return token;
  }

  /** A live session's player by an unused launch token; the token is spent. */
  function spendLaunchToken(token: string): { player: Player; session: Session } | undefined {
    const launch = launchTokens.get(token);
    const session = launch && sessions.get(launch.sessionId);
    const player = launch && players.get(launch.userId);
    if (!launch || launch.used || !session || session.endedAt || !player) return undefined;
    launch.used = true;
    return { player, session };
  }

  /** Exchanges a refresh token for the session it belongs to; the refresh token is spent. */
  function spendRefreshToken(token: string): { player: Player; session: Session } | undefined {
    const refresh = refreshTokens.get(token);
    refreshTokens.delete(token);
    const session = refresh && sessions.get(refresh.sessionId);
    const player = refresh && players.get(refresh.userId);
    return session && !session.endedAt && player ? { player, session } : undefined;
  }

  /** Checks a user token: 15006 when it is not a token we signed, 15001 when it expired or its session ended. */
  async function authenticate(userToken: string | undefined): Promise<Authenticated> {
    if (!userToken) return { ok: false, code: ERROR_CODE.invalidUserToken, message: 'Invalid user token' };
    const check = await userTokens.verify(userToken);
    if (!check.ok) {
      return check.reason === 'expired'
        ? { ok: false, code: ERROR_CODE.sessionInvalid, message: 'User token validation failed' }
        : { ok: false, code: ERROR_CODE.invalidUserToken, message: 'Invalid user token' };
    }
    const session = sessions.get(check.claims.sessionId);
    const player = players.get(check.claims.userId);
    if (!session || !player || session.userId !== player.userId)
      return { ok: false, code: ERROR_CODE.sessionInvalid, message: 'Failed to identify account' };
    if (session.endedAt || session.userToken !== userToken)
      return { ok: false, code: ERROR_CODE.sessionInvalid, message: 'Security token failed' };
    return { ok: true, player, session };
  }

  function reset() {
    players.clear();
    byUsername.clear();
    sessions.clear();
    launchTokens.clear();
    refreshTokens.clear();
    nextUserId = 100001;
    nextSessionId = 500001;
    nextTransactionId = 900001;
    random = createRandom(options.seed);
    seedPlayers();
  }

  function seedPlayers() {
    const base = { password: SEEDED_PASSWORD, currencyIsoCode: 'GBP', countryIso2: 'GB', registeredProductId: 3568 };
    createPlayer({ ...base, username: 'demo', kycStatus: 'verified', realBalance: 250 });
    createPlayer({ ...base, username: 'newterms', kycStatus: 'verified', termsAcceptedAt: '2026-03-01', realBalance: 80 });
    createPlayer({ ...base, username: 'noterms', kycStatus: 'verified', termsAcceptedAt: null, realBalance: 40 });
    createPlayer({ ...base, username: 'kycpending', kycStatus: 'pending', realBalance: 120 });
    createPlayer({ ...base, username: 'unverified', kycStatus: 'notVerified', realBalance: 60 });
    createPlayer({ ...base, username: 'lowbalance', kycStatus: 'verified', realBalance: 0.5 });
    createPlayer({
      ...base,
      username: 'kiwi',
      currencyIsoCode: 'NZD',
      countryIso2: 'NZ',
      registeredProductId: 2335,
      kycStatus: 'verified',
      realBalance: 400,
    });
    createPlayer({
      ...base,
      username: 'maple',
      currencyIsoCode: 'CAD',
      countryIso2: 'CA',
      registeredProductId: 40953,
      kycStatus: 'verified',
      realBalance: 300,
    });
    createPlayer({
      ...base,
      username: 'euro',
      currencyIsoCode: 'EUR',
      countryIso2: 'DE',
      registeredProductId: 3603,
      kycStatus: 'verified',
      realBalance: 150,
    });
    createPlayer({
      ...base,
      username: 'dragon',
      currencyIsoCode: 'CNY',
      countryIso2: 'CN',
      languageCode: 'zh',
      registeredProductId: 2335,
      kycStatus: 'verified',
      realBalance: 2000,
    });
    createPlayer({
      ...base,
      username: 'stateside',
      currencyIsoCode: 'USD',
      countryIso2: 'US',
      kycStatus: 'verified',
      realBalance: 90,
    });
    for (const [name, status] of Object.entries(ACCOUNT_STATUS)) {
      if (status === ACCOUNT_STATUS.ACTIVE) continue;
      createPlayer({
        ...base,
        username: `status.${name.toLowerCase()}`,
        accountStatusId: status,
        kycStatus: 'notVerified',
        realBalance: 10,
      });
    }
  }

  seedPlayers();

  return {
    clock,
    get random() {
      return random;
    },
    termsLastUpdated: options.termsLastUpdated ?? TERMS_LAST_UPDATED,
    players,
    sessions,
    userTokens,
    findPlayer: (username: string) => byUsername.get(username.toLowerCase()),
    createPlayer,
    checkPassword,
    record,
    openSession,
    renewUserToken,
    closeSession,
    setAccountStatus,
    issueLaunchTokens,
    issueRefreshToken,
    spendLaunchToken,
    spendRefreshToken,
    authenticate,
    liveLaunchTokens: (sessionId: number) =>
      [...launchTokens.values()].filter((launch) => launch.sessionId === sessionId && !launch.used).length,
    reset,
    isoNow,
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
