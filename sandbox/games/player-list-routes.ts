import { Router, type Response } from 'express';
import { requireBody, requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { positiveInt } from './parse-input.ts';

/** Recently played keeps this many games, most recent first. */
export const RECENTLY_PLAYED_MAX = 50;

/** Puts an id at the front of a list, dropping its older copy, and trims the list. */
export function moveToFront(list: readonly number[], id: number, max = Infinity): number[] {
  return [id, ...list.filter((entry) => entry !== id)].slice(0, max);
}

/** A player's favourites and recently played games (SPEC §4 Favourite toggle, Recently played). */
export function playerListRoutes({ state, store }: { state: SandboxState; store: CatalogueStore }): Router {
  const router = Router();
  const auth = requireUser(state);
  const player = (res: Response) => (res.locals as AuthenticatedLocals).player;

  /** The game id of the path when it names a game of any brand; answers 400 otherwise. */
  const gameIdOf = (raw: string, res: Response): number | undefined => {
    const id = positiveInt(raw);
    if (id !== undefined && store.findGame(id)) return id;
    sendError(res, 400, 400, 'Unknown game id');
    return undefined;
  };

  router.post('/favourites-by-user-token/get', requireBody('UserTokenRequest', 400), auth, (_req, res) => {
    res.json({ data: player(res).favourites });
  });

  router.post('/recently-played-by-user-token/get', requireBody('UserTokenRequest', 400), auth, (_req, res) => {
    res.json({ data: player(res).recentlyPlayed.slice(0, RECENTLY_PLAYED_MAX) });
  });

  router.post('/favourites/:id/add', auth, (req, res) => {
    const id = gameIdOf(req.params.id as string, res);
    if (id === undefined) return;
    const current = player(res);
    if (!current.favourites.includes(id)) current.favourites = moveToFront(current.favourites, id);
    res.json({ data: current.favourites });
  });

  router.post('/favourites/:id/remove', auth, (req, res) => {
    const id = gameIdOf(req.params.id as string, res);
    if (id === undefined) return;
    const current = player(res);
    current.favourites = current.favourites.filter((entry) => entry !== id);
    res.json({ data: current.favourites });
  });

  router.post('/recently-played/:id/add', auth, (req, res) => {
    const id = gameIdOf(req.params.id as string, res);
    if (id === undefined) return;
    const current = player(res);
    current.recentlyPlayed = moveToFront(current.recentlyPlayed, id, RECENTLY_PLAYED_MAX);
    res.json({ data: current.recentlyPlayed });
  });

  return router;
}
