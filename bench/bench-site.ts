import { readSandboxConfig, startSandbox } from '../sandbox/index.ts';
import { createLogger } from '../server/logging/logger.ts';
import { homeMarketOf } from '../tests/e2e/fixtures/markets.ts';
import { ensureBuilt, freePort, REPO_ROOT, startInstance } from '../tests/support/topology-processes.ts';

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
 * The built site (its own process, as `npm run serve` runs it) and the sandbox on free loopback ports,
 * silent; `gamesPerBrand` sizes the sandbox's catalogues. The site takes the visitor's country from
 * the edge's header (BENCH_COUNTRY_HEADER), so pages stay public and cached as behind a CDN.
 */
export async function startBenchSite({ gamesPerBrand }: { gamesPerBrand?: number } = {}) {
  ensureBuilt();
  const sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'bench' }, REPO_ROOT),
    gamesPerBrand,
    logger: createLogger('silent'),
  });
  const port = await freePort();
  const site = await startInstance(
    port,
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', GEO_COUNTRY_HEADER: BENCH_COUNTRY_HEADER, ...sandbox.siteEnv },
    { keepOutput: false },
  ).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    sandbox,
    close: async () => {
      await site.stop();
      await sandbox.close();
    },
  };
}
