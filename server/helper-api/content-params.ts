import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { toIso2Country } from '../../engine/market/index.ts';
import { documentSchemas, type PageRecord } from '../../schemas/index.ts';

/**
 * The rules every value a content route passes to the platform or into a cache key keeps: each
 * admits a small, known set of values (or one the platform must look up, such as a content id),
 * written one way, so a request cannot make a new cache entry or a new platform call by spelling.
 */

/** A parameter the request got wrong: the answer says which and by what rule. */
export class ParamError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

type BrandMarkets = Pick<LoadedBrand, 'manifest' | 'markets'>;

const COUNTRY_RULE = 'must be an ISO 3166-1 country code, two or three letters';

/**
 * A country as the brand's markets tell countries apart: a market's own country or a country the
 * brand does not serve, as its upper-case two-letter code; null for every other country, which the
 * rest-of-world market serves alike (asked of the platform without a country). Not a country: refused.
 */
export function marketCountry(brand: BrandMarkets, name: string, value: string): string | null {
  const country = toIso2Country(value);
  if (!country) throw new ParamError(400, `${name} ${COUNTRY_RULE}`);
  const known =
    brand.markets.some((market) => market.manifest.countryIso2Code === country) ||
    brand.manifest.restrictedCountries.includes(country);
  return known ? country : null;
}

/** A content node id: written as the brand's own node ids are, and one of them (its product node or a market's). */
export function ownNode(brand: BrandMarkets, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  const node = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  const owned =
    node !== undefined &&
    (node === brand.manifest.productNodeId || brand.markets.some((market) => market.manifest.marketNodeId === node));
  if (!owned) throw new ParamError(404, `No content node ${String(value).slice(0, 40)}`);
  return node;
}

/** The brand's product id, written exactly as it is. */
export function ownProduct(brand: BrandMarkets, value: string, what: string): number {
  if (value !== String(brand.manifest.productNodeId)) throw new ParamError(404, `No ${what} ${value.slice(0, 40)}`);
  return brand.manifest.productNodeId;
}

/** A content id under a node: a positive integer, no leading zero (the platform says whether it exists). */
export function contentId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new ParamError(404, `No content ${value.slice(0, 40)}`);
  return Number(value);
}

export function booleanFlag(name: string, value: string): 'true' | 'false' {
  if (value !== 'true' && value !== 'false') throw new ParamError(400, `${name} must be true or false`);
  return value;
}

/** The page kinds of the page schema: the content types a node can be filtered by. */
const CONTENT_TYPES: readonly PageRecord['kind'][] = documentSchemas.page.properties.kind.enum as PageRecord['kind'][];

export function contentType(value: string): PageRecord['kind'] {
  const type = CONTENT_TYPES.find((kind) => kind === value);
  if (!type) throw new ParamError(400, `type must be one of ${CONTENT_TYPES.join(', ')}`);
  return type;
}

/** A page path as page records write them (lower-case segments, `{id}` for a game's id), of a bounded length. */
const PAGE_PATH = new RegExp(documentSchemas.page.properties.path.pattern);
const PAGE_PATH_MAX = 200;

export function pagePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > PAGE_PATH_MAX || !PAGE_PATH.test(value))
    throw new ParamError(
      400,
      `path must be a page path: / and segments of lower-case letters, digits and hyphens, at most ${PAGE_PATH_MAX} characters`,
    );
  return value;
}

/** A query parameter given at most once, as text. */
export function singleQuery(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ParamError(400, `${name} must be given once, as text`);
  return value;
}
