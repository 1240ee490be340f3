import { homeMarketOf } from '../tests/e2e/fixtures/markets.ts';
import { startSiteWithSandbox } from '../tests/support/site-with-sandbox.ts';

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The header the bench site reads the visitor's country from, as an edge (a CDN) sends it. */
export const BENCH_COUNTRY_HEADER = 'CF-IPCountry';

/**
 * The country a brand is measured from, as the browser suite visits it: Great Britain where the brand
 * serves it, else its first served country (Jackpot City does not serve Great Britain).
 */
export const benchCountryOf = (brand: string): string => homeMarketOf(brand).countryIso2;

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
