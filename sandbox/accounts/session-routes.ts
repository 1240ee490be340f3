import { Router } from 'express';
import {
  BLOCKED_STATUSES,
  ERROR_CODE,
  bearerToken,
  requireUser,
  sendError,
  type AuthenticatedLocals,
  type SandboxState,
  requireBody,
} from '../core/index.ts';
import { accountView } from './account-view.ts';
import { blockedAccountMessage, INVALID_REQUEST_CODE } from './accounts-errors.ts';
import { parseLaunchTokenCount, parseLoginRequest } from './login-request.ts';
import { activeRestriction } from './protection-view.ts';
import { termsLastUpdatedFor, type MarketLookup } from './terms-dates.ts';

/** Login, logout and the token calls of SPEC §7 Accounts (launch-token pool, refresh-token exchange). */
export function sessionRoutes({ state, markets }: { state: SandboxState; markets?: MarketLookup }): Router {
  const routes = Router();

  routes.post('/login', requireBody('LoginRequest', INVALID_REQUEST_CODE), async (req, res) => {
    const login = parseLoginRequest(req.body);
    if (!login.ok) return sendError(res, 400, INVALID_REQUEST_CODE, login.message);
    const request = login.value;
    const player = state.checkPassword(request.username, request.password);
    if (!player) return sendError(res, 401, ERROR_CODE.badCredentials, 'Unauthorized');
    // A running break or self-exclusion refuses the login with its end date (16004 / 16005).
    const restriction = activeRestriction(player, state.clock.now());
    if (restriction) {
      const { status, ...body } = restriction;
      return res.status(status).json(body);
    }
    if (BLOCKED_STATUSES.includes(player.accountStatusId))
      return sendError(res, 403, ERROR_CODE.accountBlocked, blockedAccountMessage(player.accountStatusId));
    const session = await state.openSession(player, request.productId, { closeExisting: request.closeExistingSessions });
    res.json({
      tokens: {
        launchTokens: state.issueLaunchTokens(session, request.numLaunchTokens),
        refreshTokens: [state.issueRefreshToken(session)],
        userToken: session.userToken,
      },
      account: accountView(player, session, termsLastUpdatedFor(state, markets, session.productId)),
    });
  });

  routes.post('/logout', requireBody('LogoutRequest', INVALID_REQUEST_CODE), async (req, res) => {
    // SPEC §3 Logout body: `userId` holds the user token; the bearer header carries it too.
    const bodyToken = (req.body as { userId?: unknown } | undefined)?.userId;
    const auth = await state.authenticate(bearerToken(req) ?? (typeof bodyToken === 'string' ? bodyToken : undefined));
    if (!auth.ok) return sendError(res, 401, auth.code, auth.message);
    state.closeSession(auth.session);
    res.json({ loggedOut: true });
  });

  routes.post(
    '/refreshLaunchTokens',
    requireBody('RefreshLaunchTokensRequest', INVALID_REQUEST_CODE),
    requireUser(state),
    (req, res) => {
      const count = parseLaunchTokenCount((req.body as { numLaunchTokens?: unknown } | undefined)?.numLaunchTokens, 1);
      if (!count.ok) return sendError(res, 400, INVALID_REQUEST_CODE, count.message);
      const { session } = res.locals as AuthenticatedLocals;
      res.json({ launchTokens: state.issueLaunchTokens(session, count.value) });
    },
  );

  routes.post('/refreshToken', requireBody('RefreshTokenRequest', INVALID_REQUEST_CODE), async (req, res) => {
    const body = (req.body ?? {}) as { numLaunchTokens?: unknown; refreshToken?: unknown };
    const count = parseLaunchTokenCount(body.numLaunchTokens, 0);
    if (!count.ok) return sendError(res, 400, INVALID_REQUEST_CODE, count.message);
    const spent = typeof body.refreshToken === 'string' ? state.spendRefreshToken(body.refreshToken) : undefined;
    if (!spent) return sendError(res, 401, ERROR_CODE.sessionInvalid, 'Refresh token is not valid');
    const session = await state.renewUserToken(spent.session);
    res.json({
      tokens: {
        userToken: session.userToken,
        launchTokens: state.issueLaunchTokens(session, count.value),
        refreshTokens: [state.issueRefreshToken(session)],
      },
    });
  });

  return routes;
}
