import type { LoadedBrand } from './brand-folder.ts';

export interface BrandRegistry {
  readonly brands: readonly LoadedBrand[];
  byName(name: string): LoadedBrand | undefined;
  /** The brand a Host header names: a production host of its manifest or `<name>.localhost`, any port. */
  byHost(host: string | undefined): LoadedBrand | undefined;
}

/** `Hippodrome.LOCALHOST:3000.` → `hippodrome.localhost` */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export function createBrandRegistry(brands: readonly LoadedBrand[]): BrandRegistry {
  const byName = new Map(brands.map((brand) => [brand.name, brand]));
  const byHost = new Map<string, LoadedBrand>();
  for (const brand of brands) {
    byHost.set(`${brand.name}.localhost`, brand);
    for (const host of brand.manifest.hosts) byHost.set(host, brand);
  }
  return {
    brands,
    byName: (name) => byName.get(name),
    byHost: (host) => (host ? byHost.get(normaliseHost(host)) : undefined),
  };
}
