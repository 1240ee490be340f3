/** What the game page shows, decided before anything launches. */
export type GamePageView = 'loading' | 'notFound' | 'loginRequired' | 'launch';

export interface GamePageFacts {
  /** The catalogue has not answered yet. */
  catalogueLoading: boolean;
  /** The catalogue answered and lists the game. */
  gameFound: boolean;
  loggedIn: boolean;
}

/**
 * SPEC §4 game launch and §6: an unknown game is "404: Game Not Found"; the launch URL and token
 * are fetched only for logged-in players, so a logged-out visitor is asked to log in.
 */
export function gamePageView({ catalogueLoading, gameFound, loggedIn }: GamePageFacts): GamePageView {
  if (catalogueLoading) return 'loading';
  if (!gameFound) return 'notFound';
  return loggedIn ? 'launch' : 'loginRequired';
}

/** The game id of a game page's path (`/game/123` → 123); undefined for anything else. */
export function gameGroupIdOfPath(path: string): number | undefined {
  const match = /^\/game\/(\d+)\/?(?:[?#].*)?$/.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
