export { createCdnPurger, type CdnPurger, type CdnPurgerOptions } from './cdn-purger.ts';
export { EDGE_DEVICES, EDGE_ENCODINGS, pageUrlsOf, referencePurgeUrls } from './purge-urls.ts';
