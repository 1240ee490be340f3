/**
 * What one publish in the CMS changed, as every instance and the CDN purger apply it: the brand, the
 * markets and pages it touches, and the content nodes it named. Narrow enough that a corrected bonus
 * on one market does not empty every cache, wide enough that nothing stale survives.
 */
export interface PublishedChange {
  /** The brand's folder name under brands/. */
  brand: string;
  /** The brand's market ids (`gb`, `row`); empty: every market of the brand. */
  marketIds: string[];
  /** Page paths (`/promotions`); empty: every page. */
  paths: string[];
  /** The content node ids the CMS named. */
  nodeIds: number[];
}

/** Whether a change touches a market (a page with no market, null, is touched by every change of its brand). */
export const touchesMarket = (change: PublishedChange, marketId: string | null) =>
  change.marketIds.length === 0 || marketId === null || change.marketIds.includes(marketId);

/** Whether a change touches a page path. */
export const touchesPath = (change: PublishedChange, path: string) => change.paths.length === 0 || change.paths.includes(path);
