import type { PlayBlocker } from '../session/index.ts';

/** What the game page shows, decided before anything launches. */
export type GamePageView = 'loading' | 'notFound' | 'loginRequired' | 'heldBack' | 'launch';

export interface GamePageFacts {
  /** The catalogue has not answered yet. */
  catalogueLoading: boolean;
  /** The catalogue answered and lists the game. */
  gameFound: boolean;
  loggedIn: boolean;
  /** What holds a logged-in player back from real-money play (terms, identity), if anything. */
  blocker?: PlayBlocker | undefined;
}

/**
 * SPEC §4 game launch and §6: an unknown game is "404: Game Not Found"; the launch URL and token
 * are fetched only for logged-in players, so a logged-out visitor is asked to log in, and only for a
 * player nothing holds back: one who must accept terms or verify their identity is asked to first.
 */
export function gamePageView({ catalogueLoading, gameFound, loggedIn, blocker }: GamePageFacts): GamePageView {
  if (catalogueLoading) return 'loading';
  if (!gameFound) return 'notFound';
  if (!loggedIn) return 'loginRequired';
  return blocker ? 'heldBack' : 'launch';
}

/** The game id of a game page's path (`/game/123` → 123); undefined for anything else. */
export function gameGroupIdOfPath(path: string): number | undefined {
  const match = /^\/game\/(\d+)\/?(?:[?#].*)?$/.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
