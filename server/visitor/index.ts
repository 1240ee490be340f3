export { parseCookies } from './cookies.ts';
export { resolveGeo, GEO_COOKIES, type GeoInfo, type GeoSource } from './resolve-geo.ts';
export { MOBILE_USER_AGENT, visitorOf, type IpCountryLookup, type RequestVisitor, type VisitorSources } from './visitor-of.ts';
