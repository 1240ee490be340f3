/** What a launch's `origin` parameter said: no origin, a good one, or one the platform refuses. */
export type SiteOriginParam = { origin?: string } | { invalid: true };

/**
 * The site's origin a launch names (`https://www.example.com`), where the game posts its round
 * messages: an http or https origin and nothing more (no path, query, user or trailing slash).
 */
export function siteOriginParam(value: unknown): SiteOriginParam {
  if (value === undefined) return {};
  if (typeof value !== 'string') return { invalid: true };
  try {
    const url = new URL(value);
    const http = url.protocol === 'http:' || url.protocol === 'https:';
    return http && url.origin === value ? { origin: value } : { invalid: true };
  } catch {
    return { invalid: true };
  }
}
