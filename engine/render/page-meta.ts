import type { PageData } from '../page/index.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  applicationName: string;
  searchConsoleKey?: string;
  /** Index only when the page's robots property is set; otherwise noindex (SPEC §2). */
  robots: string;
  canonical: string;
  favicon: string;
  themeColour: string;
}

const NOT_FOUND_TITLE = '404: Page Not Found';

/** The meta of SPEC §2 for a page: the record's own, else the brand's. */
export function pageMeta(
  data: Pick<PageData, 'brand' | 'record' | 'notFoundRecord' | 'path' | 'canonicalOrigin' | 'market' | 'favicon'>,
): PageMeta {
  const { brand, record } = data;
  const meta = record?.meta;
  const title = meta?.title ?? data.notFoundRecord?.meta.title ?? NOT_FOUND_TITLE;
  const keywords = [...brand.meta.keywords, ...(meta?.keywords ?? [])];
  const canonicalPath = meta?.canonicalPath ?? data.path.split(/[?#]/)[0] ?? '/';
  // A market asked for by id (an hreflang alternate) is its own canonical page, and so is each
  // language of a market that speaks several, however the reader chose it.
  const { market } = data;
  const query = new URLSearchParams({
    ...(market.choice === 'asked' && market.marketId ? { market: market.marketId } : {}),
    ...(market.locale !== market.locales[0] ? { locale: market.locale } : {}),
  }).toString();
  return {
    title: `${title}${brand.meta.titleSuffix}`,
    description: meta?.description ?? brand.meta.description,
    keywords: [...new Set(keywords)].join(', '),
    applicationName: brand.meta.applicationName,
    searchConsoleKey: brand.meta.searchConsoleKey,
    robots: meta?.robots ?? 'noindex, nofollow',
    canonical: `${data.canonicalOrigin}${canonicalPath}${query ? `?${query}` : ''}`,
    favicon: data.favicon,
    themeColour: brand.theme.themeColour || '#1a1b1d',
  };
}
