/**
 * Cache tags of a page: what a commercial CDN purges by (Cloudflare's `Cache-Tag`, Fastly's and
 * Akamai's `Surrogate-Key`) when content is published. One word per tag, from a small alphabet, so
 * neither header's separator (a comma, a space) can split or join tags; a bounded number per page.
 */

/** Every page of a brand. */
export const brandTag = (brand: string) => `brand:${tagWord(brand)}`;

/** Every page of one market of a brand (the market id alone can repeat across brands). */
export const marketTag = (brand: string, marketId: string) => `market:${tagWord(brand)}:${tagWord(marketId)}`;

/** One page path of a brand, in every market and device. */
export const pathTag = (brand: string, path: string) => `path:${tagWord(brand)}:${tagWord(path)}`;

/** A content or product node of the CMS (the market's node, a game's product). */
export const nodeTag = (nodeId: number) => `node:${nodeId}`;

/** Fastly's limit for one surrogate key; Cloudflare allows 1024 bytes per tag too. */
export const MAX_TAG_LENGTH = 1024;
/** Node tags one page carries at most: beyond that a purge by node reaches it through its path or brand. */
export const MAX_NODE_TAGS = 16;

/** Anything but letters, digits and `/ . _ - ~ %` becomes `-`: never a comma, space, quote or control character. */
const tagWord = (text: string) => text.replace(/[^A-Za-z0-9/._~%-]/g, '-').slice(0, MAX_TAG_LENGTH / 2);

export interface TaggedPage {
  brand: string;
  /** Absent where the visitor's country has no market of the brand. */
  marketId?: string | null;
  path: string;
  nodeIds: readonly number[];
}

/** The tags a page answer carries, brand first. */
export function pageTags({ brand, marketId, path, nodeIds }: TaggedPage): string[] {
  const nodes = [...new Set(nodeIds.filter((id) => Number.isSafeInteger(id) && id >= 0))];
  return [
    brandTag(brand),
    ...(marketId ? [marketTag(brand, marketId)] : []),
    pathTag(brand, path),
    ...(nodes.length <= MAX_NODE_TAGS ? nodes.map(nodeTag) : []),
  ];
}

/** The same tags in both CDNs' headers: comma-separated for `Cache-Tag`, space-separated for `Surrogate-Key`. */
export const tagHeaders = (tags: readonly string[]) => ({ 'cache-tag': tags.join(','), 'surrogate-key': tags.join(' ') });
