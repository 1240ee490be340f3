import type { Request, Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { brandOf } from '../brands/brand-by-host.ts';
import { LOCALE_COOKIE, LOCALE_PARAMETER, resolveMarket, type ResolvedMarket } from '../../engine/market/index.ts';
import { parseCookies } from './cookies.ts';
import { deviceOf } from './device-of.ts';
import type { GeoInfo } from '../../schemas/index.ts';
import { GEO_COOKIES, resolveGeo } from './resolve-geo.ts';

export type IpCountryLookup = (ip: string) => string | undefined;

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
  /** The lower-case header the edge puts the visitor's device in; absent, the User-Agent decides. */
  deviceHeader?: string;
  /** Whether a page may be asked for in the pseudo-locale (en-XA): on the sandbox only. */
  pseudoLocale?: boolean;
}

/** The market a page request asks for by id (`?market=nz`, a page's hreflang alternate), if it names one. */
const askedMarket = (req: Request) =>
  typeof req.query.market === 'string' && /^[a-z0-9-]{1,40}$/.test(req.query.market) ? req.query.market : undefined;

/** The locale a page request asks for (`?locale=fr-CA`, a language link), unchecked: only a locale of the market counts. */
const askedLocale = (req: Request) => {
  const asked = req.query[LOCALE_PARAMETER];
  return typeof asked === 'string' ? asked : undefined;
};

/**
 * Who is asking: geo data from cookies, the edge's country header or the IP, device from the edge's
 * device header or the user agent, and the brand's market for them in the locale they chose.
 */
export function visitorOf(
  req: Request,
  brand: LoadedBrand,
  { ipCountry, countryHeader, deviceHeader, pseudoLocale }: VisitorSources = {},
): RequestVisitor {
  const cookies = parseCookies(req.get('cookie'));
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  const geo = resolveGeo({
    siteState: cookies[GEO_COOKIES.siteState],
    countryCookie: cookies[GEO_COOKIES.country],
    edgeCountry: countryHeader ? req.get(countryHeader) : undefined,
    ipCountry: ipCountry?.(ip),
  });
  const device = deviceOf((name) => req.get(name), deviceHeader);
  // A cookie that is present but unreadable still makes the answer personal: the edge cannot tell.
  const hasGeoCookie = Object.values(GEO_COOKIES).some((name) => name in cookies);
  const fromIp = geo.source === 'ipLookup' || (geo.source === 'default' && ipCountry !== undefined);
  return {
    geo,
    ip,
    market: resolveMarket(brand, {
      country: geo.CountryIsoCode,
      device,
      marketId: askedMarket(req),
      locale: { asked: askedLocale(req), remembered: cookies[LOCALE_COOKIE], pseudo: pseudoLocale },
    }),
    personalGeo: hasGeoCookie || fromIp,
  };
}

/**
 * The visitor of a request whose brand is chosen (`brandByHost` ran), worked out once per request
 * and kept in `res.locals` for every part that asks again.
 */
export function createRequestVisitor(sources: VisitorSources) {
  return (req: Request, res: Response): RequestVisitor =>
    (res.locals.visitor ??= visitorOf(req, brandOf(res), sources)) as RequestVisitor;
}
