/** The URL of a brand asset a CMS prop names (`assets/hero.svg` → `/assets/hero.svg`), served per brand by host. */
export const assetUrl = (path: string) => (/^(https?:|data:|\/)/.test(path) ? path : `/${path}`);
