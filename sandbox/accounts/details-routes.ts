import { Router, type Response } from 'express';
import { requireBody, requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import { INVALID_REQUEST_CODE } from './accounts-errors.ts';
import { accountView, balancesView } from './account-view.ts';
import { sessionSummary } from './session-summary.ts';
import { areTermsAccepted, termsAndConditionsInfo, termsLastUpdatedFor, type MarketLookup } from './terms-dates.ts';

/** The account details calls of SPEC §7: details, terms acceptance, session summary, KYC and balances. */
export function detailsRoutes({ state, markets }: { state: SandboxState; markets?: MarketLookup }): Router {
  const routes = Router();
  const authenticated = requireUser(state);
  const locals = (res: Response) => res.locals as AuthenticatedLocals;
  const termsDateOf = ({ session }: AuthenticatedLocals) => termsLastUpdatedFor(state, markets, session.productId);
  const sendAccount = (res: Response, auth: AuthenticatedLocals) =>
    res.json(accountView(auth.player, auth.session, termsDateOf(auth)));

  routes.get('/termsAndConditions', (_req, res) => {
    res.json(termsAndConditionsInfo(state));
  });

  routes.get('/details', authenticated, (_req, res) => sendAccount(res, locals(res)));

  routes.post('/detailsViaUserToken', requireBody('DetailsViaUserTokenRequest', INVALID_REQUEST_CODE), async (req, res) => {
    const token = (req.body as { userToken?: unknown } | undefined)?.userToken;
    const auth = await state.authenticate(typeof token === 'string' ? token : undefined);
    if (!auth.ok) return sendError(res, 401, auth.code, auth.message);
    sendAccount(res, auth);
  });

  routes.post('/details/acceptTermsAndConditions', authenticated, (_req, res) => {
    const auth = locals(res);
    auth.player.termsAcceptedAt = state.isoNow().slice(0, 10);
    res.json({
      areTermsAndConditionsAccepted: areTermsAccepted(auth.player, termsDateOf(auth)),
      termsAndConditionsAcceptedDate: auth.player.termsAcceptedAt,
    });
  });

  routes.get('/sessionSummary', authenticated, (_req, res) => {
    const { player, session } = locals(res);
    res.json(sessionSummary(player, session, state.clock.now()));
  });

  routes.get('/kyc', authenticated, (_req, res) => {
    const { kycStatus } = locals(res).player;
    res.json({ kycStatus, isVerified: kycStatus === 'verified' });
  });

  routes.get('/balances', authenticated, (_req, res) => {
    const { player } = locals(res);
    res.json({ currencyIsoCode: player.currencyIsoCode, balances: balancesView(player) });
  });

  return routes;
}
