import { marketCellOf } from '../../shared/brand-row.ts';
import type { BrandRow, MarketCell, PageRow } from '../common/studio-client.ts';

const BRAND_FILE = /^brands\/([^/]+)\/brand\.json$/;
const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Brands that exist only as drafts (a new brand before Save), as the brand list shows them: their
 * markets and pages from the drafts, so the preview and the matrix can show them before anything is written.
 */
export function draftBrandRows(brands: readonly BrandRow[], drafts: Readonly<Record<string, unknown>>): BrandRow[] {
  const rows: BrandRow[] = [];
  for (const [file, value] of Object.entries(drafts)) {
    const name = BRAND_FILE.exec(file)?.[1];
    if (!name || value === null || brands.some((brand) => brand.name === name)) continue;
    const inBrand = Object.entries(drafts).filter(
      ([path, draft]) => path.startsWith(`brands/${name}/`) && draft !== null && path.endsWith('.json'),
    );
    const markets = inBrand
      .filter(([path]) => path.startsWith(`brands/${name}/markets/`))
      .map(([path, draft]) => marketCellOf(path, record(draft)));
    const pages = inBrand
      .filter(([path]) => path.startsWith(`brands/${name}/content/`))
      .map(([path, draft]): PageRow => {
        const page = record(draft) as { path?: string; kind?: string; markets?: string[]; meta?: { title?: string } };
        const components = Array.isArray(record(draft).components) ? (record(draft).components as { alias?: unknown }[]) : [];
        return {
          file: path,
          path: page.path,
          kind: page.kind,
          markets: page.markets,
          title: page.meta?.title,
          aliases: components.map((entry) => entry.alias).filter((alias): alias is string => typeof alias === 'string'),
          problems: [],
        };
      })
      .sort((a, b) => a.file.localeCompare(b.file));
    const brand = record(value);
    rows.push({
      name,
      file,
      displayName: brand.displayName as string | undefined,
      productNodeId: brand.productNodeId as number | undefined,
      problems: [],
      markets,
      pages,
      images: [],
    });
  }
  return rows;
}

/** Markets that exist only as drafts (added, not saved yet), as cells. */
export function draftMarketsOf(brand: BrandRow, drafts: Record<string, unknown>): MarketCell[] {
  const folder = `brands/${brand.name}/markets/`;
  return Object.entries(drafts)
    .filter(([file, value]) => file.startsWith(folder) && value && !brand.markets.some((market) => market.file === file))
    .map(([file, value]) => {
      const market = value as {
        name?: string;
        countryIso2Code?: string | null;
        locale?: string;
        currencyIsoCode?: string;
        marketNodeId?: number;
        isRow?: boolean;
      };
      return {
        id: file.slice(folder.length).replace(/\.json$/, ''),
        file,
        name: market.name,
        country: market.countryIso2Code,
        locale: market.locale,
        currency: market.currencyIsoCode,
        nodeId: market.marketNodeId,
        isRow: market.isRow,
        problems: [],
      };
    });
}
