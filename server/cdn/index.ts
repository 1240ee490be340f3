export { createCdnPurger, type CdnPurger, type CdnPurgerOptions } from './cdn-purger.ts';
export { CDN_PURGE_KINDS, TOKEN_PURGE_KINDS, purgeTagsOf, type CdnPurgeKind } from './purge-requests.ts';
