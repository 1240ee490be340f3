import { Router } from 'express';
import { requireBody, sendError, type SandboxState } from '../core/index.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { fromGbp, jackpotCurrency } from './currency-rates.ts';
import {
  MUST_WIN_KINDS,
  PROGRESSIVE_KINDS,
  mustWinValue,
  progressiveAmount,
  type MustWinKind,
  type ProgressiveKind,
} from './jackpot-values.ts';
import { positiveInt } from './parse-input.ts';

/** The client type ids of SPEC §9: desktop 70, mobile 40. */
export const CLIENT_TYPE_IDS = ['70', '40'] as const;

/** A list of positive integers, [] when absent, undefined when malformed. */
function idList(value: unknown): number[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const ids = value.map(positiveInt);
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

const isProgressive = (kind: unknown): kind is ProgressiveKind => PROGRESSIVE_KINDS.includes(kind as ProgressiveKind);
const isMustWin = (kind: unknown): kind is MustWinKind => MUST_WIN_KINDS.includes(kind as MustWinKind);

/** Jackpot tickers: progressive pools by module, and a product's must-win drops. */
export function jackpotRoutes({ state, store }: { state: SandboxState; store: CatalogueStore }): Router {
  const router = Router();

  /** The first module paying into a pool, to label the pool when no module was asked for. */
  const moduleOf = (kind: ProgressiveKind) => {
    for (const catalogue of store.all())
      for (const game of catalogue.games)
        if (game.Jackpot === kind) return game.Properties.gamePicker.Properties.gameHTML5ModuleId;
    return 0;
  };

  router.post('/progressivejackpots', requireBody('ProgressiveJackpotsRequest', 400), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const currency = jackpotCurrency(body.currencyIsoCode);
    if (!currency) return sendError(res, 400, 400, 'Unknown currencyIsoCode');
    const moduleIds = idList(body.moduleIds);
    if (!moduleIds) return sendError(res, 400, 400, 'moduleIds must be a list of positive integers');
    const entries: { type: ProgressiveKind; moduleId: number }[] =
      moduleIds.length === 0
        ? PROGRESSIVE_KINDS.map((type) => ({ type, moduleId: moduleOf(type) }))
        : moduleIds.flatMap((moduleId) => {
            const type = store.findByModuleId(moduleId)?.game.Jackpot;
            return isProgressive(type) ? [{ type, moduleId }] : [];
          });
    const now = state.clock.now();
    res.json({
      data: entries.map(({ type, moduleId }) => ({
        type,
        moduleId,
        amount: fromGbp(progressiveAmount(type, now), currency),
        currencyIsoCode: currency,
      })),
    });
  });

  router.post('/jackpots', requireBody('MustWinJackpotsRequest', 400), (req, res) => {
    if (!(CLIENT_TYPE_IDS as readonly string[]).includes(req.get('x-clienttypeid') ?? ''))
      return sendError(res, 400, 400, 'X-ClientTypeId must be 70 (desktop) or 40 (mobile)');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const currency = jackpotCurrency(body.currencyIsoCode);
    if (!currency) return sendError(res, 400, 400, 'Unknown currencyIsoCode');
    const productId = positiveInt(body.productId);
    if (productId === undefined) return sendError(res, 400, 400, 'productId must be a positive integer');
    const games = idList(body.jackpotGames);
    if (!games) return sendError(res, 400, 400, 'jackpotGames must be a list of positive integers');
    const listed = new Set(games.map((id) => store.findGame(id, productId)?.game.Jackpot).filter(isMustWin));
    const kinds = games.length === 0 ? MUST_WIN_KINDS : MUST_WIN_KINDS.filter((kind) => listed.has(kind));
    const now = state.clock.now();
    res.json({
      data: kinds.map((type) => {
        const value = mustWinValue(type, productId, now);
        return {
          type,
          amount: fromGbp(value.amount, currency),
          mustWinBy: fromGbp(value.cap, currency),
          ...(value.dropsAt === undefined ? {} : { dropsAt: new Date(value.dropsAt).toISOString() }),
          currencyIsoCode: currency,
        };
      }),
    });
  });

  return router;
}
