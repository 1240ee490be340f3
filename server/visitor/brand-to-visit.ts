import { createBrandStore } from '../../engine/brand-files/index.ts';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { resolveMarket, toIso3Country } from '../../engine/market/index.ts';

/** What a person needs to visit one brand of the site on this machine. */
export interface BrandToVisit {
  /** The brand's folder name: it answers at http://<name>.localhost:<port>. */
  name: string;
  displayName: string;
  /**
   * The `country` cookie (three letters) that makes the brand serve the visitor, when it does not
   * serve one the site cannot place (they count as coming from Great Britain, SPEC §9).
   */
  countryCookie?: string;
}

/**
 * A brand and, when it restricts the country an unplaced visitor counts as, the country of its first
 * market (in file order) that it serves; a brand without such a market gets no cookie.
 */
export function brandToVisit(brand: Pick<LoadedBrand, 'name' | 'manifest' | 'markets'>): BrandToVisit {
  const visit = { name: brand.name, displayName: brand.manifest.displayName };
  if (!resolveMarket(brand, { device: 'desktop' }).countryRestricted) return visit;
  const served = brand.markets
    .map(({ manifest }) => manifest.countryIso2Code)
    .find((country) => country && !brand.manifest.restrictedCountries.includes(country));
  const countryCookie = served ? toIso3Country(served) : undefined;
  return countryCookie ? { ...visit, countryCookie } : visit;
}

/** Every valid brand under `brandsDir`, by folder name, as `brandToVisit` describes it. */
export async function readBrandsToVisit(brandsDir: string): Promise<BrandToVisit[]> {
  // Problems are the site's to report when it loads the same folders: this reader stays quiet.
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const store = await createBrandStore({ brandsDir, logger: quiet });
  store.close();
  return store.registry().brands.map(brandToVisit);
}
