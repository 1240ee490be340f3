import { promotionProblems, type MarketRulebook } from '../../engine/rules/index.ts';
import type { PlatformPromotion } from '../../schemas/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';

/** The promotions service's lists: the brand's (`/get`) and the player's (`/account/<id>/casino/<id>/get`). */
export const PROMOTION_LISTS = /^\/api\/promotions\/(?:account\/[^/]+\/casino\/[^/]+\/)?get\/?$/i;

/**
 * How many promotion-and-rule pairs a process remembers having logged: each is logged once, and a
 * platform's offers are far fewer; past it, the memory starts again rather than grow.
 */
export const LOGGED_OFFERS_REMEMBERED = 10_000;

export interface PromotionsWithinRulesOptions {
  logger: Logger;
  metrics: Pick<Metrics, 'promotionWithheld'>;
  /** The instant whose rules in force apply to an answer: the request's time. */
  now: () => number;
}

type ListAnswer = { data: PlatformPromotion[] };
const isList = (body: unknown): body is ListAnswer => Array.isArray((body as Partial<ListAnswer> | null)?.data);

/**
 * Keeps a platform promotions list within the visitor's market's rulebook (issue 64): a promotion
 * that breaks a rule in force (its terms ask more wagering than the cap, cover two products, or its
 * copy advertises more) is left out, logged once per promotion and rule in the process, and counted
 * by brand and rule; everything else in the answer passes unchanged, as does an answer that is not
 * a list. (A market without a book has nothing to keep: its answers stream through untouched.)
 */
export function createPromotionsWithinRules({ logger, metrics, now }: PromotionsWithinRulesOptions) {
  const logged = new Set<string>();
  const logOnce = (key: string, log: () => void) => {
    if (logged.has(key)) return;
    if (logged.size >= LOGGED_OFFERS_REMEMBERED) logged.clear();
    logged.add(key);
    log();
  };

  return (brand: string, book: MarketRulebook) =>
    (body: unknown): unknown => {
      if (!isList(body)) return body;
      const at = now();
      const data = body.data.filter((promotion) => {
        const problems = promotionProblems(promotion, book, at);
        if (problems.length === 0) return true;
        for (const rule of new Set(problems.map((problem) => problem.kind))) metrics.promotionWithheld(brand, rule);
        for (const { kind, source, pointer, message } of problems)
          logOnce(`${brand} ${promotion.promotionId ?? promotion.title} ${kind}`, () =>
            logger.warn(
              { brand, promotionId: promotion.promotionId, rulebook: book.id, rule: kind, source, pointer, problem: message },
              "platform promotion left out: it breaks the market's rulebook",
            ),
          );
        return false;
      });
      return data.length === body.data.length ? body : { ...body, data };
    };
}
