import type { Player } from './players.ts';
import type { Random } from './random.ts';
import type { LaunchToken, Session } from './session.ts';

/** Single-use launch tokens and refresh tokens, each belonging to one session. */
export function createTokenLedger({
  random,
  sessions,
  players,
}: {
  random: () => Random;
  sessions: ReadonlyMap<number, Session>;
  players: ReadonlyMap<number, Player>;
}) {
  const launchTokens = new Map<string, LaunchToken>();
  const refreshTokens = new Map<string, { userId: number; sessionId: number }>();

  return {
    issueLaunchTokens(session: Session, count: number): string[] {
      return Array.from({ length: count }, () => {
        const token = random().hex(20);
        launchTokens.set(token, { token, userId: session.userId, sessionId: session.sessionId, used: false });
        return token;
      });
    },

    issueRefreshToken(session: Session): string {
      const token = random().hex(24);
      refreshTokens.set(token, { userId: session.userId, sessionId: session.sessionId });
      return token;
    },

    /** A live session's player by an unused launch token; the token is spent. */
    spendLaunchToken(token: string): { player: Player; session: Session } | undefined {
      const launch = launchTokens.get(token);
      const session = launch && sessions.get(launch.sessionId);
      const player = launch && players.get(launch.userId);
      if (!launch || launch.used || !session || session.endedAt || !player) return undefined;
      launch.used = true;
      return { player, session };
    },

    /** Exchanges a refresh token for the session it belongs to; the refresh token is spent. */
    spendRefreshToken(token: string): { player: Player; session: Session } | undefined {
      const refresh = refreshTokens.get(token);
      refreshTokens.delete(token);
      const session = refresh && sessions.get(refresh.sessionId);
      const player = refresh && players.get(refresh.userId);
      return session && !session.endedAt && player ? { player, session } : undefined;
    },

    liveLaunchTokens: (sessionId: number) =>
      [...launchTokens.values()].filter((launch) => launch.sessionId === sessionId && !launch.used).length,

    /** Every token of an ended session stops working. */
    dropSession(sessionId: number) {
      for (const [token, launch] of launchTokens) if (launch.sessionId === sessionId) launchTokens.delete(token);
      for (const [token, refresh] of refreshTokens) if (refresh.sessionId === sessionId) refreshTokens.delete(token);
    },

    clear() {
      launchTokens.clear();
      refreshTokens.clear();
    },
  };
}
