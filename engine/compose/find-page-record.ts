import type { LoadedPage } from '../manifest/index.ts';
import { toContentPath } from './content-path.ts';

/**
 * The page record for a path in a market: a record of that path made for the market wins over the
 * record of that path for every market. Undefined when there is none (the page is a 404).
 */
export function findPageRecord(pages: readonly LoadedPage[], path: string, marketId: string | null): LoadedPage | undefined {
  const contentPath = toContentPath(path);
  const candidates = pages.filter((page) => page.record.path === contentPath);
  return (
    candidates.find((page) => marketId !== null && page.record.markets?.includes(marketId)) ??
    candidates.find((page) => !page.record.markets)
  );
}
