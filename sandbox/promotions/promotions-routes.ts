import { Router, type Request, type RequestHandler, type Response } from 'express';
import { requireBody, requireUser, sendError, type Player, type SandboxState } from '../core/index.ts';
import { toPromotion, type PromotionCatalogue } from './promotion-catalogue.ts';
import type { PlayerOffers } from './player-offers.ts';
import type { PromotionOptIns } from './promotion-opt-ins.ts';
import { promotionTermsHtml } from './promotion-terms-html.ts';
import { PROMOTIONS_ERROR } from './promotion-types.ts';
import { parseBoolean } from '../../schemas/index.ts';
import { positiveInteger } from './request-values.ts';

const ACCOUNT = '/account/:userId/casino/:casinoId';

/** The promotions API of SPEC §7: list, list for an account, opt in, and terms. */
export function createPromotionRoutes({
  state,
  catalogue,
  optIns,
  offers,
}: {
  state: SandboxState;
  catalogue: PromotionCatalogue;
  optIns: PromotionOptIns;
  /** Offers a test gave one player, listed after the catalogue's. */
  offers: PlayerOffers;
}): Router {
  const router = Router();

  router.post('/get', requireBody('PromotionsRequest', PROMOTIONS_ERROR.badRequest), (req, res) => {
    const request = readListRequest(catalogue, req, res);
    if (!request) return;
    const now = state.clock.now();
    res.json({ data: catalogue.list(request.brand.name, request.isRow).map((entry) => toPromotion(entry, now, false)) });
  });

  router.post(
    `${ACCOUNT}/get`,
    requireUser(state),
    requireOwnAccount,
    requireBody('PromotionsRequest', PROMOTIONS_ERROR.badRequest),
    (req, res) => {
      const request = readListRequest(catalogue, req, res);
      if (!request) return;
      const player = res.locals.player as Player;
      const now = state.clock.now();
      const list = catalogue.list(request.brand.name, request.isRow);
      res.json({
        data: [
          ...list.map((entry) => toPromotion(entry, now, optIns.isOptedIn(player, entry.promotionId))),
          ...offers.of(player, request.brand.name),
        ],
      });
    },
  );

  router.post(
    `${ACCOUNT}/promotion/:promotionId/optin`,
    requireUser(state),
    requireOwnAccount,
    requireBody('OptInRequest', PROMOTIONS_ERROR.badRequest),
    (req, res) => {
      const entry = promotionAt(catalogue, req);
      if (!entry || entry.promotionId == null)
        return sendError(res, 404, PROMOTIONS_ERROR.unknownPromotion, 'This promotion is not available');
      const player = res.locals.player as Player;
      const { optInData } = (req.body ?? {}) as { optInData?: unknown };
      const fresh = optIns.optIn(player, entry.promotionId, optInData ?? null, state.isoNow());
      // The platform reports the outcome in responseCode with HTTP 200; the front end reads responseCode.
      res.json({
        responseCode: fresh ? 200 : 409,
        promotionId: entry.promotionId,
        isUserOptedIn: true,
        message: fresh
          ? `You are opted in to ${entry.fill(entry.template.title)}.`
          : 'You have already opted in to this promotion.',
      });
    },
  );

  router.post(
    `${ACCOUNT}/promotion/:promotionId/gettermsandconditions`,
    requireBody('PromotionTermsRequest', PROMOTIONS_ERROR.badRequest),
    (req, res) => {
      const entry = promotionAt(catalogue, req);
      if (!entry) return sendError(res, 404, PROMOTIONS_ERROR.unknownPromotion, 'This promotion is not available');
      const { serviceId } = (req.body ?? {}) as { serviceId?: unknown };
      if (positiveInteger(serviceId) !== entry.serviceId)
        return sendError(res, 400, PROMOTIONS_ERROR.serviceMismatch, 'The service id does not match this promotion');
      res.json({ html: promotionTermsHtml(entry, state.clock.now()) });
    },
  );

  return router;
}

/** The brand and market group a list request names, or an error already sent. */
function readListRequest(catalogue: PromotionCatalogue, req: Request, res: Response) {
  const body = (req.body ?? {}) as { brand?: unknown; isRow?: unknown };
  const isRow = parseBoolean(body.isRow ?? false);
  if (typeof body.brand !== 'string' || body.brand === '' || isRow === undefined)
    return void sendError(res, 400, PROMOTIONS_ERROR.badRequest, 'A brand name and an isRow flag are required');
  const brand = catalogue.brand(body.brand);
  if (!brand) return void sendError(res, 404, PROMOTIONS_ERROR.unknownBrand, `Unknown brand ${body.brand}`);
  return { brand, isRow };
}

/** The promotion a path names, if the casino in the path may offer it. */
function promotionAt(catalogue: PromotionCatalogue, req: Request) {
  const entry = catalogue.find(positiveInteger(req.params.promotionId) ?? 0);
  const casinoBrand = catalogue.brandOfCasino(positiveInteger(req.params.casinoId) ?? 0);
  return entry && (!casinoBrand || casinoBrand === entry.brand) ? entry : undefined;
}

/** The account in the path is the signed-in player's, at a casino id that is a positive integer. */
const requireOwnAccount: RequestHandler = (req, res, next) => {
  const player = res.locals.player as Player;
  if (positiveInteger(req.params.userId) !== player.userId)
    return sendError(res, 403, PROMOTIONS_ERROR.accountMismatch, 'This account does not belong to the signed-in player');
  if (positiveInteger(req.params.casinoId) === undefined)
    return sendError(res, 400, PROMOTIONS_ERROR.badRequest, 'The casino id must be a positive integer');
  next();
};
