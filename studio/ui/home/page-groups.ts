import { marketsSeeing, pageName, pageTitle } from '../../shared/page-names.ts';
import type { MarketCell, PageRow } from '../common/studio-client.ts';

/** The groups a brand's pages are listed in, in this order, by what they are. */
export const PAGE_GROUPS = [
  { title: 'Lobby', kinds: ['lobby'] },
  { title: 'Game page', kinds: ['game'] },
  { title: 'Promotions', kinds: ['promotions'] },
  { title: 'Blog and its posts', kinds: ['blogIndex', 'blogCategory', 'blogPost'] },
  { title: 'Information pages', kinds: ['content'] },
  { title: 'Error pages', kinds: ['error'] },
] as const;

/** One record of a page: the market variant a manager opens ("Great Britain", "Everyone else"). */
export interface PageVariant {
  file: string;
  /** Whose it is, in words. */
  label: string;
  /** The page's full name, as the editor's title says it: "Lobby · Great Britain". */
  name: string;
  problems: number;
}

/** One address of the brand's site and its records, one per market variant. */
export interface PageEntry {
  path: string;
  title: string;
  variants: PageVariant[];
}

const BLOG_ORDER = ['blogIndex', 'blogCategory', 'blogPost'];

const marketNameOf = (id: string, markets: readonly MarketCell[]) => markets.find((market) => market.id === id)?.name ?? id;

/** Whose a record is, in words: its markets, "Everyone else" beside market variants, or "Every market". */
function variantLabel(page: PageRow, pages: readonly PageRow[], markets: readonly MarketCell[]) {
  if (page.markets?.length) return page.markets.map((id) => marketNameOf(id, markets)).join(', ');
  const seeing = marketsSeeing(page, pages, markets);
  return seeing.length === markets.length ? 'Every market' : 'Everyone else';
}

/**
 * A brand's pages in their groups: each address once, with its market variants (the record for
 * everyone first), the groups in PAGE_GROUPS' order; a blog's index, then its categories, then posts.
 */
export function groupPages(pages: readonly PageRow[], markets: readonly MarketCell[]) {
  return PAGE_GROUPS.map((group) => {
    const members = pages.filter((page) => (group.kinds as readonly string[]).includes(page.kind ?? ''));
    const byPath = new Map<string, PageRow[]>();
    for (const page of members) byPath.set(page.path ?? page.file, [...(byPath.get(page.path ?? page.file) ?? []), page]);
    const entries = [...byPath.entries()].map(([path, records]): PageEntry & { kind: string } => {
      const sorted = [...records].sort((a, b) => (a.markets?.length ? 1 : 0) - (b.markets?.length ? 1 : 0));
      return {
        path,
        kind: sorted[0]?.kind ?? '',
        title: pageTitle(sorted[0]!),
        variants: sorted.map((page) => ({
          file: page.file,
          label: variantLabel(page, pages, markets),
          name: pageName(page, pages, markets),
          problems: page.problems.length,
        })),
      };
    });
    entries.sort((a, b) => BLOG_ORDER.indexOf(a.kind) - BLOG_ORDER.indexOf(b.kind) || a.path.localeCompare(b.path));
    return { title: group.title, entries: entries.map(({ kind: _kind, ...entry }) => entry) };
  }).filter((group) => group.entries.length);
}

/** The pages whose name, title or address holds every word of the query (any case). */
export function searchPages<T extends PageEntry>(entries: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = [entry.title, entry.path, ...entry.variants.map((variant) => `${variant.name} ${variant.label}`)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
