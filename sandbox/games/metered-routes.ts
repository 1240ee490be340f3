import { Router } from 'express';
import { requireBody, requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import { isLiveCasinoGame, type CatalogueStore, type FoundGame } from './catalogue-store.ts';
import { positiveInt } from './parse-input.ts';

interface MeteredSession {
  meteredSessionId: number;
  userId: number;
  gameGroupId: number;
  moduleId: number;
  clientId: number;
  startedAt: number;
  endedAt: number | null;
}

/** Games whose play time is metered: those paying into a jackpot and the live-dealer rooms. */
export function isMeteredGame(found: FoundGame): boolean {
  return found.game.Jackpot !== undefined || isLiveCasinoGame(found);
}

/** Metered game sessions: start, end, and whether a module is metered at all. */
export function meteredRoutes({ state, store }: { state: SandboxState; store: CatalogueStore }): Router {
  const router = Router();
  const auth = requireUser(state);
  const sessions = new Map<number, MeteredSession>();
  let nextId = 800001;

  router.post('/metered/start', requireBody('MeteredGameIds', 400), auth, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const [gameGroupId, moduleId, clientId] = [body.gameGroupId, body.moduleId, body.clientId].map(positiveInt);
    if (gameGroupId === undefined || moduleId === undefined || clientId === undefined)
      return sendError(res, 400, 400, 'gameGroupId, moduleId and clientId must be positive integers');
    if (!store.findGame(gameGroupId)) return sendError(res, 404, 404, 'Game not found');
    const { player } = res.locals as AuthenticatedLocals;
    const session: MeteredSession = {
      meteredSessionId: nextId++,
      userId: player.userId,
      gameGroupId,
      moduleId,
      clientId,
      startedAt: state.clock.now(),
      endedAt: null,
    };
    sessions.set(session.meteredSessionId, session);
    res.json({ meteredSessionId: session.meteredSessionId, startedAt: new Date(session.startedAt).toISOString() });
  });

  router.post('/metered/:id/end', auth, (req, res) => {
    const session = sessions.get(positiveInt(req.params.id) ?? 0);
    const { player } = res.locals as AuthenticatedLocals;
    if (!session || session.userId !== player.userId) return sendError(res, 404, 404, 'Metered session not found');
    if (session.endedAt !== null) return sendError(res, 409, 409, 'Metered session already ended');
    session.endedAt = state.clock.now();
    res.json({
      meteredSessionId: session.meteredSessionId,
      endedAt: new Date(session.endedAt).toISOString(),
      durationSeconds: Math.round((session.endedAt - session.startedAt) / 1000),
    });
  });

  router.post('/metered/module/:moduleId/client/:clientId/isGameMetered', auth, (req, res) => {
    const moduleId = positiveInt(req.params.moduleId);
    if (moduleId === undefined || positiveInt(req.params.clientId) === undefined)
      return sendError(res, 400, 400, 'moduleId and clientId must be positive integers');
    const found = store.findByModuleId(moduleId);
    res.json({ isGameMetered: found ? isMeteredGame(found) : false });
  });

  return router;
}
