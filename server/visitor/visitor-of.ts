import type { Request } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { resolveMarket, type ResolvedMarket } from '../../engine/market/index.ts';
import { parseCookies } from './cookies.ts';
import { GEO_COOKIES, resolveGeo, type GeoInfo } from './resolve-geo.ts';

export type IpCountryLookup = (ip: string) => string | undefined;

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export interface RequestVisitor {
  geo: GeoInfo;
  market: ResolvedMarket;
  ip: string;
}

/** Who is asking: geo data from cookies or IP, device from the user agent, and the brand's market for them. */
export function visitorOf(req: Request, brand: LoadedBrand, ipCountry: IpCountryLookup): RequestVisitor {
  const cookies = parseCookies(req.get('cookie'));
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  const geo = resolveGeo({
    siteState: cookies[GEO_COOKIES.siteState],
    countryCookie: cookies[GEO_COOKIES.country],
    ipCountry: ipCountry(ip),
  });
  const device = MOBILE.test(req.get('user-agent') ?? '') ? 'mobile' : 'desktop';
  return { geo, ip, market: resolveMarket(brand, { country: geo.CountryIsoCode, device }) };
}
