import type { BrandManifest, ComponentRecord } from '../../schemas/index.ts';
import { offerProblems, wageringCopyProblems, type MarketRulebook, type OfferProblem } from '../rules/index.ts';
import type { LoadedMarket, LoadedPage } from './brand-folder.ts';
import { shellNameOf } from './market-shell.ts';
import { pointerTo, type Problem } from './problem.ts';

/** A market's own content folder: `brands/hippodrome/content/markets/gb/lobby.json` is gb's. */
const MARKET_FOLDER = /\/content\/markets\/([a-z0-9-]+)\//;

/**
 * The markets a page record is shown in: those its `markets` names, the one whose content folder
 * holds it, and, for a record of every market, each market without its own unscheduled record for
 * the path (which would always win over it).
 */
function marketsReached(page: LoadedPage, pages: readonly LoadedPage[], markets: readonly LoadedMarket[]): LoadedMarket[] {
  const folder = MARKET_FOLDER.exec(page.file)?.[1];
  const { markets: scope, path } = page.record;
  return markets.filter((market) => {
    if (market.id === folder) return true;
    if (scope) return scope.includes(market.id);
    return !pages.some(
      (other) =>
        other !== page && other.record.path === path && !other.record.schedule && other.record.markets?.includes(market.id),
    );
  });
}

/** The offers' terms a component record carries as fields, each with its pointer (a promotion card's `terms`). */
function* termsIn(record: ComponentRecord, at: string): Generator<[string, Parameters<typeof offerProblems>[0]]> {
  if (record.alias !== 'promotionCardsGrid') return;
  const cards = (record.props as { contentPromotions?: unknown }).contentPromotions;
  if (!Array.isArray(cards)) return;
  for (const [index, card] of cards.entries()) {
    const terms = (card as { terms?: unknown } | null)?.terms as { products?: unknown } | undefined;
    // Terms that break their schema are reported by it; only their shape's rules are checked here.
    if (terms && typeof terms === 'object' && Array.isArray(terms.products))
      yield [pointerTo(at, 'contentPromotions', index, 'terms'), terms as Parameters<typeof offerProblems>[0]];
  }
}

/** What component records break of a book: their offers' fields and any copy advertising more wagering than the cap. */
function recordProblems(records: readonly ComponentRecord[], base: string, book: MarketRulebook, now: number): OfferProblem[] {
  return records.flatMap((record, index) => {
    const at = pointerTo(base, index);
    const fields = [...termsIn(record, `${at}/props`)].flatMap(([pointer, terms]) =>
      offerProblems(terms, book, now).map((problem) => ({ ...problem, pointer: `${pointer}${problem.pointer}` })),
    );
    return [...fields, ...wageringCopyProblems(record.props, book, now, `${at}/props`)];
  });
}

export interface BrandOffers {
  /** How problems name brand.json: `brands/hippodrome/brand.json`. */
  file: string;
  manifest: BrandManifest;
  markets: readonly LoadedMarket[];
  /** The page records as the CMS serves them. */
  pages: readonly LoadedPage[];
}

/**
 * What a brand's records break of the rulebooks of the markets they are shown in, by the rules in
 * force at `now` (issue 64): a promotion card whose terms ask more wagering than the cap or cover
 * more than one product, and hand-written copy (a hero's small print, a card's further terms, the
 * shell's text) that advertises more wagering than the cap. Each problem names the file, the JSON
 * pointer and the rule with its source; a record shown in several markets of one book is reported once.
 */
export function offerRuleProblems({ file, manifest, markets, pages }: BrandOffers, now: number): Problem[] {
  const problems = new Map<string, Problem>();
  const report = (where: string, { pointer, message }: OfferProblem, suffix = '') => {
    const problem = { file: where, pointer, rule: `${message}${suffix}` };
    problems.set(`${where} ${pointer} ${problem.rule}`, problem);
  };
  const booked = markets.filter((market) => market.rulebook !== null);

  for (const page of pages) {
    for (const market of marketsReached(page, pages, booked)) {
      const book = market.rulebook!;
      // A record for every market is named with the market it breaks the rules in.
      const shown = page.record.markets || MARKET_FOLDER.test(page.file) ? '' : ` (shown in market ${market.id})`;
      recordProblems(page.record.components, '/components', book, now).forEach((problem) => report(page.file, problem, shown));
      wageringCopyProblems(page.record.meta, book, now, '/meta').forEach((problem) => report(page.file, problem, shown));
    }
  }

  for (const market of booked) {
    const book = market.rulebook!;
    const own = market.manifest.shellProps ?? {};
    wageringCopyProblems(own, book, now, '/shellProps').forEach((problem) => report(market.file, problem));
    // The brand's shell as this market shows it: props the market copies over are its own file's.
    for (const side of ['before', 'after'] as const) {
      const shown = manifest.shell[side].map((record) => {
        const replaced = own[shellNameOf(record)] ?? {};
        const props = Object.fromEntries(Object.entries(record.props ?? {}).filter(([key]) => !(key in replaced)));
        return { ...record, props };
      });
      recordProblems(shown, `/shell/${side}`, book, now).forEach((problem) =>
        report(file, problem, ` (shown in market ${market.id})`),
      );
    }
  }
  return [...problems.values()];
}
