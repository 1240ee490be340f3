import type { PageKind } from '../../engine/compose/index.ts';
import { marketRecords, nextRecordChange, toContentPath } from '../../engine/compose/index.ts';
import type { LoadedBrand, LoadedMarket, LoadedPage } from '../../engine/manifest/index.ts';
import type { ContentNode as PlatformContentNode, PageRecord } from '../../schemas/index.ts';

/** A page record as the content service's node API returns it: the contract's node, typed by the page schema. */
export interface ContentNode extends PlatformContentNode {
  contentType: PageKind;
  properties: Omit<PageRecord, '$schema' | 'path' | 'kind' | 'markets' | 'locales'>;
  children?: ContentNode[];
}

/** A content node id that stays the same for the same file, on every machine. */
export function nodeIdOf(file: string): number {
  let hash = 2166136261;
  for (let index = 0; index < file.length; index++) hash = Math.imul(hash ^ file.charCodeAt(index), 16777619);
  return 1_000_000 + ((hash >>> 0) % 9_000_000);
}

export interface MarketContent {
  brand: LoadedBrand;
  /** The market, or the rest-of-world market when the node is the product node. */
  market: LoadedMarket | undefined;
  nodeId: number;
  /** The locale asked for (the request's `culture`) when the market offers it: its translations are served. */
  locale: string | null;
}

/** The content of a node in the culture asked for: one of the market's locales, else its default language's records. */
export function inCulture(content: MarketContent, culture: unknown): MarketContent {
  const offered = content.market?.manifest.locales.find((locale) => locale === culture);
  return offered === undefined ? content : { ...content, locale: offered };
}

/** A market node or a brand's product node (which holds the rest-of-world content). */
export function findNode(brands: readonly LoadedBrand[], nodeId: number): MarketContent | undefined {
  for (const brand of brands) {
    if (brand.manifest.productNodeId === nodeId)
      return { brand, market: brand.markets.find((market) => market.manifest.isRow), nodeId, locale: null };
    const market = brand.markets.find((candidate) => candidate.manifest.marketNodeId === nodeId);
    if (market) return { brand, market, nodeId, locale: null };
  }
  return undefined;
}

/**
 * The records a market sees at an instant, by the engine's one rule (`marketRecords`): each path
 * once, the market's own record over the shared one, a scheduled record only inside its window.
 * Served as the CMS holds them, a component record that breaks its schema included.
 */
export function marketPages({ brand, market, locale }: MarketContent, now: number): LoadedPage[] {
  return [...marketRecords(brand.content, market?.id ?? null, now, locale).values()].sort((a, b) =>
    a.record.path.localeCompare(b.record.path),
  );
}

/**
 * How long an answer about the market's pages (of one path, when given) stays true: until a
 * scheduled page record of the market next starts or ends. Undefined when none will.
 */
export function answerLifetimeMs({ brand, market, locale }: MarketContent, now: number, path?: string): number | undefined {
  const change = nextRecordChange(brand.content, market?.id ?? null, now, path, locale);
  return change === undefined ? undefined : change - now;
}

function toNode(page: LoadedPage, marketNodeId: number): ContentNode {
  const { path, kind, meta, blog, components } = page.record;
  return {
    id: nodeIdOf(page.file),
    name: meta.title,
    contentType: kind,
    path,
    marketNodeId,
    properties: { meta, components, ...(blog ? { blog } : {}) },
  };
}

/** The children of a blog node: categories under the index, posts under their category. */
function childrenOf(page: LoadedPage, pages: readonly LoadedPage[]): LoadedPage[] {
  const { kind, blog } = page.record;
  if (kind === 'blogIndex') return pages.filter((candidate) => candidate.record.kind === 'blogCategory');
  if (kind === 'blogCategory')
    return pages.filter(
      (candidate) => candidate.record.kind === 'blogPost' && candidate.record.blog?.category === blog?.category,
    );
  return [];
}

export function contentNodes(
  content: MarketContent,
  { type, includeChildren, now }: { type?: string; includeChildren: boolean; now: number },
): ContentNode[] {
  const pages = marketPages(content, now);
  const marketNodeId = content.nodeId;
  return pages
    .filter((page) => !type || page.record.kind === type)
    .map((page) => ({
      ...toNode(page, marketNodeId),
      ...(includeChildren ? { children: childrenOf(page, pages).map((child) => toNode(child, marketNodeId)) } : {}),
    }));
}

export function contentNode(
  content: MarketContent,
  { id, includeChildren, now }: { id: number; includeChildren: boolean; now: number },
): ContentNode | undefined {
  return contentNodes(content, { includeChildren, now }).find((node) => node.id === id);
}

/** The record for a request path in a market at an instant: `/game/123` is looked up as `/game/{id}`. */
export function pageFor(content: MarketContent, path: string, now: number): (PageRecord & { id: number }) | undefined {
  const page = marketRecords(content.brand.content, content.market?.id ?? null, now, content.locale).get(toContentPath(path));
  return page && { ...page.record, id: nodeIdOf(page.file) };
}
