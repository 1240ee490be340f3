import type { PublishedChange } from '../invalidation/published-change.ts';

/** The device words of deploy/nginx.conf's `$croupier_device`: part of its cache key. */
export const EDGE_DEVICES = ['desktop', 'mobile'] as const;
/** The encoding words of deploy/nginx.conf's `$croupier_encoding`: part of its cache key, in place of Vary. */
export const EDGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * The public URLs of the pages a change affects: each of the brand's hosts, each changed path, or
 * every page of the brand when the change names none. Markets do not appear: a market is chosen per
 * visitor behind one URL, so each URL holds every market's copy.
 */
export function pageUrlsOf(
  change: Pick<PublishedChange, 'paths'>,
  { hosts, pagePaths }: { hosts: readonly string[]; pagePaths: readonly string[] },
): string[] {
  const paths = change.paths.length ? change.paths : pagePaths;
  const urls = new Set<string>();
  for (const host of hosts) {
    const origin = `http://${host}`;
    for (const path of paths) {
      // A path of this host only: `//elsewhere` or `https://elsewhere` would name another site.
      const url = path.startsWith('/') ? new URL(path, origin) : undefined;
      if (url?.origin === origin) urls.add(url.href);
    }
  }
  return [...urls];
}

/**
 * The requests that drop pages from the reference topology's nginx (`CDN_PURGE_URL`, its purge
 * location): one per cache key, and a key names host, device word, encoding word and path. Its purge
 * module (ngx_cache_purge 2.3) has no wildcards and purges one key per request, so every stored
 * variant is named here; its key is the raw request URI, so a page's URL is used as it is.
 */
export function referencePurgeUrls(purgeUrl: string, pageUrls: readonly string[]): string[] {
  const base = purgeUrl.replace(/\/+$/, '');
  return pageUrls.flatMap((pageUrl) => {
    const { hostname, pathname, search } = new URL(pageUrl);
    return EDGE_DEVICES.flatMap((device) =>
      EDGE_ENCODINGS.map((encoding) => `${base}/${hostname}/${device}/${encoding}${pathname}${search}`),
    );
  });
}
