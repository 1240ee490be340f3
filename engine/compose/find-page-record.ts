import type { LoadedPage } from '../manifest/index.ts';
import { toContentPath } from './content-path.ts';
import { isScheduledNow, nextScheduleChange } from '../schedule/index.ts';

/**
 * How closely a page record fits a market and locale, or undefined when it is not for them: the
 * translation for the locale wins over the record in the market's default language, a record made for
 * the market over the record for every market, and within each a scheduled record (a weekend's lobby)
 * over the one without a schedule while its window is open. A locale without its own record reads the
 * default language's: a record not yet translated falls back, never disappears.
 */
function fit(page: LoadedPage, marketId: string | null, locale: string | null): number | undefined {
  const { markets, locales, schedule } = page.record;
  if (locales && (locale === null || !locales.includes(locale))) return undefined;
  const forMarket = marketId !== null && markets?.includes(marketId) === true;
  if (markets && !forMarket) return undefined;
  return (locales ? 4 : 0) + (forMarket ? 2 : 0) + (schedule ? 1 : 0);
}

/**
 * The records a market sees at an instant: for each path, the record that fits the market best among
 * those inside their schedule's window. The one rule the site, `cli explain` and the sandbox's
 * content service all pick pages by.
 */
export function marketRecords(
  pages: readonly LoadedPage[],
  marketId: string | null,
  now: number,
  locale: string | null = null,
): Map<string, LoadedPage> {
  const best = new Map<string, { page: LoadedPage; fit: number }>();
  for (const page of pages) {
    const pageFit = fit(page, marketId, locale);
    if (pageFit === undefined || !isScheduledNow(page.record.schedule, now)) continue;
    const current = best.get(page.record.path);
    if (!current || pageFit > current.fit) best.set(page.record.path, { page, fit: pageFit });
  }
  return new Map([...best].map(([path, { page }]) => [path, page]));
}

/**
 * The page record for a request path in a market at an instant (`/game/123` is looked up as
 * `/game/{id}`). Undefined when there is none (the page is a 404).
 */
export function findPageRecord(
  pages: readonly LoadedPage[],
  path: string,
  marketId: string | null,
  now: number = Date.now(),
  locale: string | null = null,
): LoadedPage | undefined {
  const contentPath = toContentPath(path);
  return marketRecords(
    pages.filter((page) => page.record.path === contentPath),
    marketId,
    now,
    locale,
  ).get(contentPath);
}

/**
 * The first instant after `now` at which the market's choice of records can change: a scheduled page
 * record of the market (of one path, when given) starts or ends. Undefined when none will.
 */
export function nextRecordChange(
  pages: readonly LoadedPage[],
  marketId: string | null,
  now: number,
  path?: string,
  locale: string | null = null,
): number | undefined {
  const contentPath = path === undefined ? undefined : toContentPath(path);
  const candidates = pages.filter(
    (page) => (contentPath === undefined || page.record.path === contentPath) && fit(page, marketId, locale) !== undefined,
  );
  return nextScheduleChange(
    candidates.map((page) => page.record.schedule),
    now,
  );
}
