import type { Problem } from '../engine/manifest/index.ts';

/** One market as the studio's lists show it, read from its file even when the file is invalid. */
export interface MarketCell {
  id: string;
  file: string;
  name?: string;
  country?: string | null;
  locale?: string;
  currency?: string;
  nodeId?: number;
  isRow?: boolean;
  problems: Problem[];
}

/** A market's cell from its file's path (`brands/hippodrome/markets/gb.json`: id `gb`) and what the file holds. */
export function marketCellOf(file: string, market: Readonly<Record<string, unknown>>, problems: Problem[] = []): MarketCell {
  return {
    id: file.replace(/^.*\/markets\//, '').replace(/\.json$/, ''),
    file,
    name: market.name as string | undefined,
    country: market.countryIso2Code as string | null | undefined,
    locale: market.locale as string | undefined,
    currency: market.currencyIsoCode as string | undefined,
    nodeId: market.marketNodeId as number | undefined,
    isRow: market.isRow as boolean | undefined,
    problems,
  };
}
