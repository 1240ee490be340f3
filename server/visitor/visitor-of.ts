import type { Request } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { resolveMarket, type ResolvedMarket } from '../../engine/market/index.ts';
import { parseCookies } from './cookies.ts';
import { GEO_COOKIES, resolveGeo, type GeoInfo } from './resolve-geo.ts';

export type IpCountryLookup = (ip: string) => string | undefined;

/** A phone or tablet browser, by its User-Agent: the device picks the market's mobile casino. */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export interface RequestVisitor {
  geo: GeoInfo;
  market: ResolvedMarket;
  ip: string;
  /**
   * The country came from something a shared cache does not key on (the visitor's geo cookies, or
   * their IP address), so an answer built on it is for this visitor alone.
   */
  personalGeo: boolean;
}

export interface VisitorSources {
  /** The IP address → country lookup; absent, none is made. */
  ipCountry?: IpCountryLookup;
  /** The lower-case header the edge puts the visitor's country in (`cf-ipcountry`). */
  countryHeader?: string;
}

/**
 * Who is asking: geo data from cookies, the edge's country header or the IP, device from the user
 * agent, and the brand's market for them.
 */
export function visitorOf(req: Request, brand: LoadedBrand, { ipCountry, countryHeader }: VisitorSources = {}): RequestVisitor {
  const cookies = parseCookies(req.get('cookie'));
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  const geo = resolveGeo({
    siteState: cookies[GEO_COOKIES.siteState],
    countryCookie: cookies[GEO_COOKIES.country],
    edgeCountry: countryHeader ? req.get(countryHeader) : undefined,
    ipCountry: ipCountry?.(ip),
  });
  const device = MOBILE_USER_AGENT.test(req.get('user-agent') ?? '') ? 'mobile' : 'desktop';
  // A cookie that is present but unreadable still makes the answer personal: the edge cannot tell.
  const hasGeoCookie = Object.values(GEO_COOKIES).some((name) => name in cookies);
  const fromIp = geo.source === 'ipLookup' || (geo.source === 'default' && ipCountry !== undefined);
  return {
    geo,
    ip,
    market: resolveMarket(brand, { country: geo.CountryIsoCode, device }),
    personalGeo: hasGeoCookie || fromIp,
  };
}
