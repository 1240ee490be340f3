export { parseCookies } from './cookies.ts';
export { resolveGeo, GEO_COOKIES, type GeoSource } from './resolve-geo.ts';
export { deviceOf, deviceVary } from './device-of.ts';
export { createRequestVisitor, visitorOf, type IpCountryLookup, type RequestVisitor, type VisitorSources } from './visitor-of.ts';
export { brandToVisit, readBrandsToVisit, type BrandToVisit } from './brand-to-visit.ts';
