import { Router } from 'express';
import { ERROR_CODE, requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import { GAMES_MOUNT } from './asset-urls.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { booleanParam, positiveInt } from './parse-input.ts';
import { siteOriginParam } from './site-origin.ts';

/**
 * GET /launch/:gameGroupId: a logged-in player's URL for the demo game, carrying one fresh launch token.
 * The token travels as `launchtoken`; the front end may rename it `LaunchToken`, the play page takes both.
 * Where the session's casino requires KYC, a player whose identity is not verified gets 403 with
 * 15020 instead, as the platform refuses real-money play before verification. An `origin` (the site's,
 * an http(s) origin) travels on in the URL: the game posts each round to it; any other value is a 400.
 */
export function launchRoutes({
  state,
  store,
  publicOrigin,
  requiresKyc = () => false,
}: {
  state: SandboxState;
  store: CatalogueStore;
  publicOrigin: string;
  /** Whether the market of a casino id (the session's product) requires a verified identity. */
  requiresKyc?: (casinoId: number) => boolean;
}): Router {
  const router = Router();

  router.get('/launch/:gameGroupId', requireUser(state), (req, res) => {
    const gameGroupId = positiveInt(req.params.gameGroupId);
    const found = gameGroupId === undefined ? undefined : store.findGame(gameGroupId, positiveInt(req.query.productId));
    if (!found) return sendError(res, 404, 404, 'Game not found');
    const site = siteOriginParam(req.query.origin);
    if ('invalid' in site)
      return sendError(res, 400, 400, 'origin: must be an http or https origin, such as https://www.example.com');
    const { session, player } = res.locals as AuthenticatedLocals;
    if (requiresKyc(session.productId) && player.kycStatus !== 'verified')
      return sendError(res, 403, ERROR_CODE.identityVerificationRequired, 'Identity verification required');
    const [launchToken = ''] = state.issueLaunchTokens(session, 1);
    const url = new URL(`${publicOrigin}${GAMES_MOUNT}/play/${found.catalogue.productNodeId}/${found.game.GameGroupId}`);
    url.searchParams.set('launchtoken', launchToken);
    url.searchParams.set('mobile', String(booleanParam(req.query.isMobile, false)));
    if (site.origin) url.searchParams.set('origin', site.origin);
    res.json({ launchUrl: url.toString() });
  });

  return router;
}
