import type { LoadedBrand, LoadedPage } from '../manifest/index.ts';
import { resolveMarket, type ResolvedMarket } from '../market/index.ts';
import type { ComposePage, Composition, Decision, Reason } from './compose-page.ts';
import { findPageRecord } from './find-page-record.ts';
import { pageKindOfPath } from './content-path.ts';
import { describeSchedule } from '../schedule/index.ts';

/** When a page is explained: the instant, and the market's time zone its schedules are told in. */
export interface ExplainedAt {
  now: number;
  timeZone?: string;
}

const REASON: Record<Reason, (decision: Decision, at: ExplainedAt) => string> = {
  shown: (decision, { now, timeZone }) => (decision.schedule ? describeSchedule(decision.schedule, now, timeZone) : 'shown'),
  loggedInOnly: () => 'left out: logged-in players only',
  loggedOutOnly: () => 'left out: logged-out visitors only',
  recordLoggedInOnly: () => 'left out: this record is for logged-in players (visibility "loggedIn")',
  recordLoggedOutOnly: () => 'left out: this record is for logged-out visitors (visibility "loggedOut")',
  excludedOnPageKind: (decision) => `left out: ${decision.alias} does not run on this kind of page`,
  noPath: () => 'left out: no path was given',
  notStarted: (decision, { now, timeZone }) => describeSchedule(decision.schedule!, now, timeZone),
  ended: (decision, { now, timeZone }) => describeSchedule(decision.schedule!, now, timeZone),
  unreadableSchedule: (decision, { now, timeZone }) =>
    `${describeSchedule(decision.schedule!, now, timeZone)} (an error is reported)`,
  unknownAlias: (decision) => `left out: unknown component "${decision.alias}" (an error is reported)`,
  invalidProps: (decision) => `left out: invalid props, ${decision.detail} (an error is reported)`,
};

export const PLACEMENT: Record<Decision['placement'], string> = { shellBefore: 'shell', page: 'page', shellAfter: 'shell' };

export interface PageExplanation {
  market: ResolvedMarket;
  page: LoadedPage | undefined;
  notFoundPage: LoadedPage | undefined;
  pageKind: ReturnType<typeof pageKindOfPath>;
  loggedIn: boolean;
  composition: Composition;
  /** The instant explained and the market's time zone. */
  at: ExplainedAt;
}

/** Explains one page for one visitor over brands already loaded (from disk, or from a studio's draft). */
export function explainPage(
  brand: LoadedBrand,
  composePage: ComposePage,
  options: { path: string; country?: string; locale?: string; loggedIn?: boolean; mobile?: boolean; now?: number },
): PageExplanation {
  const market = resolveMarket(brand, {
    country: options.country,
    device: options.mobile ? 'mobile' : 'desktop',
    locale: { remembered: options.locale },
  });
  const now = options.now ?? Date.now();
  const timeZone = brand.markets.find((candidate) => candidate.id === market.marketId)?.manifest.timeZone;
  const page = findPageRecord(brand.pages, options.path, market.marketId, now, market.locale);
  const notFoundPage = findPageRecord(brand.pages, '/404', market.marketId, now, market.locale);
  const pageKind = page?.record.kind ?? pageKindOfPath(options.path);
  const loggedIn = Boolean(options.loggedIn);
  const composition = composePage({
    record: page?.record,
    path: options.path,
    loggedIn,
    pageKind,
    shell: brand.manifest.shell,
    notFoundRecord: notFoundPage?.record,
    now,
  });
  return { market, page, notFoundPage, pageKind, loggedIn, composition, at: { now, timeZone } };
}

/** Why one component record is in or out, in words: the same sentence for the CLI and the studio. */
export function explainDecision(decision: Decision, at: ExplainedAt): string {
  return REASON[decision.reason](decision, at);
}
