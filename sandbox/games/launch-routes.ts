import { Router } from 'express';
import { requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import { GAMES_MOUNT } from './asset-urls.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { booleanParam, positiveInt } from './parse-input.ts';

/**
 * GET /launch/:gameGroupId: a logged-in player's URL for the demo game, carrying one fresh launch token.
 * The token travels as `launchtoken`; the front end may rename it `LaunchToken`, the play page takes both.
 */
export function launchRoutes({
  state,
  store,
  publicOrigin,
}: {
  state: SandboxState;
  store: CatalogueStore;
  publicOrigin: string;
}): Router {
  const router = Router();

  router.get('/launch/:gameGroupId', requireUser(state), (req, res) => {
    const gameGroupId = positiveInt(req.params.gameGroupId);
    const found = gameGroupId === undefined ? undefined : store.findGame(gameGroupId, positiveInt(req.query.productId));
    if (!found) return sendError(res, 404, 404, 'Game not found');
    const { session } = res.locals as AuthenticatedLocals;
    const [launchToken = ''] = state.issueLaunchTokens(session, 1);
    const url = new URL(`${publicOrigin}${GAMES_MOUNT}/play/${found.catalogue.productNodeId}/${found.game.GameGroupId}`);
    url.searchParams.set('launchtoken', launchToken);
    url.searchParams.set('mobile', String(booleanParam(req.query.isMobile, false)));
    res.json({ launchUrl: url.toString() });
  });

  return router;
}
