import type { LoadedBrand, LoadedPage } from '../manifest/index.ts';
import { resolveMarket, type ResolvedMarket } from '../market/index.ts';
import type { ComposePage, Composition, Decision, Reason } from './compose-page.ts';
import { findPageRecord } from './find-page-record.ts';
import { pageKindOfPath } from './content-path.ts';

const REASON: Record<Reason, (decision: Decision) => string> = {
  shown: () => 'shown',
  loggedInOnly: () => 'left out: logged-in players only',
  loggedOutOnly: () => 'left out: logged-out visitors only',
  recordLoggedInOnly: () => 'left out: this record is for logged-in players (visibility "loggedIn")',
  recordLoggedOutOnly: () => 'left out: this record is for logged-out visitors (visibility "loggedOut")',
  excludedOnPageKind: (decision) => `left out: ${decision.alias} does not run on this kind of page`,
  noPath: () => 'left out: no path was given',
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
}

/** Explains one page for one visitor over brands already loaded (from disk, or from a studio's draft). */
export function explainPage(
  brand: LoadedBrand,
  composePage: ComposePage,
  options: { path: string; country?: string; loggedIn?: boolean; mobile?: boolean },
): PageExplanation {
  const market = resolveMarket(brand, { country: options.country, device: options.mobile ? 'mobile' : 'desktop' });
  const page = findPageRecord(brand.pages, options.path, market.marketId);
  const notFoundPage = findPageRecord(brand.pages, '/404', market.marketId);
  const pageKind = page?.record.kind ?? pageKindOfPath(options.path);
  const loggedIn = Boolean(options.loggedIn);
  const composition = composePage({
    record: page?.record,
    path: options.path,
    loggedIn,
    pageKind,
    shell: brand.manifest.shell,
    notFoundRecord: notFoundPage?.record,
  });
  return { market, page, notFoundPage, pageKind, loggedIn, composition };
}

/** Why one component record is in or out, in words: the same sentence for the CLI and the studio. */
export function explainDecision(decision: Decision): string {
  return REASON[decision.reason](decision);
}
