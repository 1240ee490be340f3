import { money, type Player, type Session } from '../core/index.ts';

/** What the site polls every minute (SPEC §9): time played and the money of the current session's rounds. */
export function sessionSummary(player: Player, session: Session, now: number) {
  const rounds = player.gameRounds.filter((round) => round.sessionId === session.sessionId);
  const wagered = money(rounds.reduce((sum, round) => sum + round.stake, 0));
  const won = money(rounds.reduce((sum, round) => sum + round.win, 0));
  const end = session.endedAt ? Date.parse(session.endedAt) : now;
  return {
    sessionId: session.sessionId,
    timePlayedSeconds: Math.max(0, Math.floor((end - Date.parse(session.startTime)) / 1000)),
    wagered,
    won,
    netPosition: money(won - wagered),
    currencyIsoCode: player.currencyIsoCode,
  };
}
