import type { MarketCell, PageRow } from './brand-row.ts';

/** A country a rest-of-world market stands for in the preview: one no market of the brands names. */
export const REST_OF_WORLD_COUNTRY = 'DE';

const KIND_NAMES: Record<string, string> = {
  lobby: 'Lobby',
  game: 'Game page',
  promotions: 'Promotions',
  blogIndex: 'Blog',
  blogCategory: 'Blog',
  blogPost: 'Blog post',
  content: 'Page',
  error: 'Error page',
};

const marketName = (id: string, markets: readonly MarketCell[]) =>
  markets.find((market) => market.id === id)?.name ?? id.toUpperCase();

/** The records of the same path that are for named markets: they take those markets' visitors away from a record without markets. */
const variantsOf = (page: PageRow, pages: readonly PageRow[]) =>
  pages.filter((other) => other !== page && other.path === page.path && other.markets?.length);

/** "A, B and C". */
const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** What the page is, in words: its kind, or its category or title where the kind says little. */
export function pageTitle(page: PageRow): string {
  const kind = KIND_NAMES[page.kind ?? ''] ?? page.path ?? page.file;
  if (page.kind === 'blogCategory' && page.category) return `${kind} · ${page.category}`;
  if ((page.kind === 'blogPost' || page.kind === 'content' || page.kind === 'error') && page.title) {
    return page.kind === 'content' ? page.title : `${kind} · ${page.title}`;
  }
  return kind;
}

/**
 * A page's name for people: what it is, and whose it is when the brand has market variants of it:
 * "Lobby · Great Britain", "Lobby · everyone else", "Promotions".
 */
export function pageName(page: PageRow, pages: readonly PageRow[], markets: readonly MarketCell[]): string {
  const title = pageTitle(page);
  if (page.markets?.length) return `${title} · ${listed(page.markets.map((id) => marketName(id, markets)))}`;
  return variantsOf(page, pages).length ? `${title} · everyone else` : title;
}

/** The market ids whose visitors get this record: its own markets, or every market no variant takes. */
export function marketsSeeing(page: PageRow, pages: readonly PageRow[], markets: readonly MarketCell[]): string[] {
  if (page.markets?.length) return page.markets.filter((id) => markets.some((market) => market.id === id));
  const taken = new Set(variantsOf(page, pages).flatMap((variant) => variant.markets ?? []));
  return markets.filter((market) => !taken.has(market.id)).map((market) => market.id);
}

/** Which visitors see the page, in one sentence the editor shows above it. */
export function audienceSentence(page: PageRow, pages: readonly PageRow[], markets: readonly MarketCell[]): string {
  const seeing = marketsSeeing(page, pages, markets);
  if (!seeing.length) return 'No visitor sees this page: every market has a page of its own for this address.';
  const names = seeing.map((id) => {
    const market = markets.find((candidate) => candidate.id === id);
    return market?.isRow ? 'the rest of the world' : marketName(id, markets);
  });
  if (seeing.length === markets.length) return `Every visitor sees this page (${listed(names)}).`;
  if (page.markets?.length) return `Only visitors from ${listed(names)} see this page.`;
  const others = markets.filter((market) => !seeing.includes(market.id)).map((market) => marketName(market.id, markets));
  return `Visitors from ${listed(names)} see this page; ${listed(others)} ${others.length === 1 ? 'has its' : 'have their'} own.`;
}

/**
 * The country the preview takes for a page: the visitor's own when that visitor already gets the page
 * (a country no market names counts as the rest of the world), else one of the markets that see it,
 * a named country before the rest of the world.
 */
export function previewCountryOf(
  page: PageRow,
  pages: readonly PageRow[],
  markets: readonly MarketCell[],
  current?: string,
): string | undefined {
  const seeing = marketsSeeing(page, pages, markets)
    .map((id) => markets.find((market) => market.id === id))
    .filter((market): market is MarketCell => market !== undefined);
  const currentMarket = current
    ? (markets.find((market) => market.country === current) ?? markets.find((market) => market.isRow))
    : undefined;
  if (current && currentMarket && seeing.includes(currentMarket)) return current;
  const named = seeing.find((market) => market.country);
  if (named?.country) return named.country;
  return seeing.length ? REST_OF_WORLD_COUNTRY : undefined;
}
