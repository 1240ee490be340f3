/**
 * Query parameters that only say where a visitor came from: campaigns (`utm_*`), ad clicks and
 * affiliates. No page reads them on the server; the browser keeps them in its address for
 * attribution and the data layer. A cache that keyed on them would store a copy per affiliate link
 * and keep it past a publish, so the site's page cache and the edge (deploy/varnish.vcl) leave them
 * out. One list: a name, or a prefix ending in `*`, matched without regard to case.
 */
export const MARKETING_PARAMS = [
  'utm_*',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_gl',
  'btag',
  'affid',
  'aff_id',
  'clickid',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The list as one regular expression alternation over a parameter's whole name, as the edge's VCL
 * holds it (case-insensitive there too): `utm_[^=&#]*|gclid|…`.
 */
export const MARKETING_PARAMS_ALTERNATION = MARKETING_PARAMS.map((name) =>
  name.endsWith('*') ? `${escape(name.slice(0, -1))}[^=&#]*` : escape(name),
).join('|');

const MARKETING_NAME = new RegExp(`^(?:${MARKETING_PARAMS_ALTERNATION})$`, 'i');

/** Whether a query parameter (its name as sent, percent-encoded or not) is one of the list. */
export function isMarketingParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape is no name of the list.
  }
  return MARKETING_NAME.test(decoded);
}

/**
 * A request's path and query without the marketing parameters; every other parameter stays as it
 * was sent, in its order. No query left: no `?`.
 */
export function withoutMarketingParams(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isMarketingParam(pair.split('=', 1)[0]!));
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}
