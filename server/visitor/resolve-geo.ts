import { DEFAULT_COUNTRY_ISO3, toIso2Country, toIso3Country } from '../../engine/market/index.ts';
import type { GeoInfo } from '../../schemas/index.ts';

/** Cookie names the geo lookup reads. */
export const GEO_COOKIES = {
  /** JSON: { countryCode, regionCode, currencyCode, locale }, saved by the site. */
  siteState: 'siteState',
  /** The visitor's country, three letters, set by the edge in front of the site. */
  country: 'country',
} as const;

export type GeoSource = GeoInfo['source'];

interface SiteState {
  countryCode?: unknown;
  regionCode?: unknown;
  currencyCode?: unknown;
  locale?: unknown;
}

function parseSiteState(cookie: string | undefined): SiteState {
  try {
    const parsed: unknown = cookie ? JSON.parse(cookie) : {};
    return parsed && typeof parsed === 'object' ? (parsed as SiteState) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The edge's header carries two letters; its own markers (Cloudflare's `XX` unknown, `T1` Tor) and
 * anything else that is not an assigned country say nothing about where the visitor is.
 */
const edgeCountry = (value: string | undefined) =>
  value && /^\s*[A-Za-z]{2}\s*$/.test(value) ? toIso2Country(value) : undefined;

/**
 * The visitor's geo data (SPEC §9): the stored site state, else the country cookie (three-letter,
 * converted to two), else the edge's country header, else the IP lookup, else GBR; every value lower case.
 */
export function resolveGeo(input: {
  siteState?: string;
  countryCookie?: string;
  edgeCountry?: string;
  ipCountry?: string;
}): GeoInfo {
  const state = parseSiteState(input.siteState);
  const candidates: [string | undefined, GeoSource][] = [
    [toIso2Country(text(state.countryCode)), 'siteState'],
    [toIso2Country(input.countryCookie), 'countryCookie'],
    [edgeCountry(input.edgeCountry), 'edgeHeader'],
    [toIso2Country(input.ipCountry), 'ipLookup'],
  ];
  const [country, source] = candidates.find((candidate): candidate is [string, GeoSource] => candidate[0] !== undefined) ?? [
    toIso2Country(DEFAULT_COUNTRY_ISO3) as string,
    'default',
  ];
  const own = source === 'siteState';
  return {
    CountryIso3Code: (toIso3Country(country) ?? DEFAULT_COUNTRY_ISO3).toLowerCase(),
    CountryIsoCode: country.toLowerCase(),
    regionCode: own ? text(state.regionCode).toLowerCase() : '',
    currencyCode: own ? text(state.currencyCode).toLowerCase() : '',
    locale: own ? text(state.locale).toLowerCase() : '',
    source,
  };
}
