import type { PageKind } from './component-definition.ts';

const GAME_PATH = /^\/game\/(\d+)$/;

/**
 * The path a page's content is stored under: query and trailing slash dropped, and a game page's
 * numeric id replaced by {id} (`/game/123` → `/game/{id}`), as SPEC §2 says.
 */
export function toContentPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.replace(GAME_PATH, '/game/{id}') || '/';
}

/** The kind of page a path is when there is no record to say so: game pages are known by their path. */
export function pageKindOfPath(path: string): PageKind {
  return toContentPath(path) === '/game/{id}' ? 'game' : 'content';
}
