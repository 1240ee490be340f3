import type { Problem } from '../../engine/manifest/index.ts';

/** A brand as the studio's lists show it (read from its folder even when invalid), with its markets and pages. */
export interface BrandRow {
  name: string;
  file: string;
  displayName?: string;
  productNodeId?: number;
  /** Problems of brand.json and of the brand's page records. */
  problems: Problem[];
  markets: MarketCell[];
  pages: PageRow[];
  /** The brand's pictures under assets/ (`assets/hero/lobby.jpg`), for the page editor's image fields. */
  images: string[];
}

/** What the studio shows of a page record before it is opened: enough to name it for people. */
export interface PageRow {
  file: string;
  path?: string;
  kind?: string;
  /** The market ids the record is for; absent: every market without a record of its own. */
  markets?: string[];
  title?: string;
  /** A blog page's category name. */
  category?: string;
  /** The aliases of its components, in order: which components the brand puts on this kind of page. */
  aliases: string[];
  problems: Problem[];
}

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
