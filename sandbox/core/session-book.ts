import { ERROR_CODE, type AccountStatusId } from './platform-enums.ts';
import { BLOCKED_STATUSES, type Player } from './players.ts';
import type { Random } from './random.ts';
import type { Authenticated, Session } from './session.ts';
import type { createTokenLedger } from './token-ledger.ts';
import type { UserTokens } from './user-tokens.ts';

const FIRST_SESSION_ID = 500001;

/** Players' sessions: opened at login, renewed by a refresh, closed at logout or by the back office. */
export function createSessionBook({
  sessions,
  players,
  tokens,
  userTokens,
  random,
  isoNow,
}: {
  sessions: Map<number, Session>;
  players: ReadonlyMap<number, Player>;
  tokens: Pick<ReturnType<typeof createTokenLedger>, 'dropSession'>;
  userTokens: UserTokens;
  random: () => Random;
  isoNow: () => string;
}) {
  let nextSessionId = FIRST_SESSION_ID;

  async function openSession(player: Player, productId: number, { closeExisting }: { closeExisting: boolean }): Promise<Session> {
    if (closeExisting) {
      for (const session of sessions.values())
        if (session.userId === player.userId && !session.endedAt) session.endedAt = isoNow();
    }
    const sessionId = nextSessionId++;
    const { token, expiresAt } = await userTokens.issue({ userId: player.userId, sessionId, productId });
    const session: Session = {
      sessionId,
      sessionGuid: random().uuid(),
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
    const { userId, sessionId, productId } = session;
    const { token, expiresAt } = await userTokens.issue({ userId, sessionId, productId });
    session.userToken = token;
    session.userTokenExpiresAt = expiresAt;
    return session;
  }

  function closeSession(session: Session) {
    session.endedAt ??= isoNow();
    tokens.dropSession(session.sessionId);
  }

  /** Ends every live session of the player at once, so each of its tokens stops working (a break, a block). */
  function endLiveSessions(player: Player) {
    for (const session of sessions.values()) if (session.userId === player.userId && !session.endedAt) closeSession(session);
  }

  /**
   * The platform's back office changes an account's status (a self-exclusion, a closure): an account
   * that may no longer log in loses every live session at once, so each of its tokens stops working.
   */
  function setAccountStatus(player: Player, status: AccountStatusId) {
    player.accountStatusId = status;
    if (BLOCKED_STATUSES.includes(status)) endLiveSessions(player);
  }

  return {
    openSession,
    renewUserToken,
    closeSession,
    endLiveSessions,
    setAccountStatus,
    /** Checks a user token: 15006 when it is not a token we signed, 15001 when it expired or its session ended. */
    authenticate: (userToken: string | undefined) => authenticate({ sessions, players, userTokens }, userToken),
    clear() {
      sessions.clear();
      nextSessionId = FIRST_SESSION_ID;
    },
  };
}

/** Checks a user token: 15006 when it is not a token we signed, 15001 when it expired or its session ended. */
async function authenticate(
  {
    sessions,
    players,
    userTokens,
  }: { sessions: ReadonlyMap<number, Session>; players: ReadonlyMap<number, Player>; userTokens: UserTokens },
  userToken: string | undefined,
): Promise<Authenticated> {
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
