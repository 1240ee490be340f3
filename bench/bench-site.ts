import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startSiteWithSandbox } from '../tests/support/site-with-sandbox.ts';

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../brands');

/** The header the bench site reads the visitor's country from, as an edge (a CDN) sends it. */
export const BENCH_COUNTRY_HEADER = 'CF-IPCountry';

/**
 * The country a brand is measured from: Great Britain (the default visitor's) where the brand serves
 * it, else the country of its first market (Jackpot City does not serve Great Britain).
 */
export function benchCountryOf(brand: string): string {
  const countries = readdirSync(path.join(BRANDS_DIR, brand, 'markets'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        (JSON.parse(readFileSync(path.join(BRANDS_DIR, brand, 'markets', file), 'utf8')) as { countryIso2Code: string | null })
          .countryIso2Code,
    )
    .filter((country): country is string => Boolean(country));
  return countries.includes('GB') ? 'GB' : countries[0]!;
}

/**
 * The site and its sandbox on free loopback ports, silent; `gamesPerBrand` sizes the sandbox's
 * catalogues. The site takes the visitor's country from the edge's header (BENCH_COUNTRY_HEADER), so
 * pages stay public and cached as behind a CDN.
 */
export async function startBenchSite({ gamesPerBrand }: { gamesPerBrand?: number } = {}) {
  const { site, sandbox, close } = await startSiteWithSandbox({
    seed: 'bench',
    gamesPerBrand,
    env: { GEO_COUNTRY_HEADER: BENCH_COUNTRY_HEADER },
  });
  return { url: site.url, port: site.port, sandbox, close };
}
