import type { PublishedChange } from '../invalidation/published-change.ts';
import { brandTag, pathTag } from '../pages/page-tags.ts';

/**
 * The CDNs the instances purge by tag, chosen with CDN_PURGE_KIND: the reference edge's Varnish
 * with xkey (deploy/varnish.vcl), Fastly's purge by surrogate key, Cloudflare's purge by cache tag.
 * Each reads the tags the pages carry (page-tags.ts): Varnish and Fastly `Surrogate-Key`,
 * Cloudflare `Cache-Tag`.
 */
export const CDN_PURGE_KINDS = ['xkey', 'fastly', 'cloudflare'] as const;
export type CdnPurgeKind = (typeof CDN_PURGE_KINDS)[number];

/** The kinds that authenticate with CDN_PURGE_TOKEN (the reference edge allows the instances by address). */
export const TOKEN_PURGE_KINDS: ReadonlySet<CdnPurgeKind> = new Set(['fastly', 'cloudflare']);

/** Tags in one Cloudflare purge call (its API's limit). */
export const CLOUDFLARE_TAGS_PER_CALL = 30;

/**
 * The tags a change purges: each changed path's, in every market, device, host and query string;
 * a change that names no path purges every page of its brand. A market's change without paths
 * takes the brand's pages too: pages of visitors no market serves carry no market tag.
 */
export function purgeTagsOf(change: Pick<PublishedChange, 'brand' | 'paths'>): string[] {
  return change.paths.length ? [...new Set(change.paths.map((path) => pathTag(change.brand, path)))] : [brandTag(change.brand)];
}

/** One request to the CDN's purge endpoint (CDN_PURGE_URL). */
export interface PurgeRequest {
  method: 'PURGE' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** The requests that purge these tags from a CDN of this kind. */
export function purgeRequestsOf(kind: CdnPurgeKind, tags: readonly string[], token = ''): PurgeRequest[] {
  if (tags.length === 0) return [];
  switch (kind) {
    case 'xkey':
      // vmod_xkey: every object carrying any of these keys, separated by spaces.
      return [{ method: 'PURGE', headers: { xkey: tags.join(' ') } }];
    case 'fastly':
      // POST /service/<id>/purge: every object with any of the surrogate keys.
      return [{ method: 'POST', headers: { 'fastly-key': token, 'surrogate-key': tags.join(' ') } }];
    case 'cloudflare': {
      // POST /zones/<id>/purge_cache with { tags }: at most CLOUDFLARE_TAGS_PER_CALL a call.
      const calls: PurgeRequest[] = [];
      for (let start = 0; start < tags.length; start += CLOUDFLARE_TAGS_PER_CALL)
        calls.push({
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: tags.slice(start, start + CLOUDFLARE_TAGS_PER_CALL) }),
        });
      return calls;
    }
  }
}
