import { startSiteWithSandbox } from '../tests/support/site-with-sandbox.ts';

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The site and its sandbox on free loopback ports, silent; `gamesPerBrand` sizes the sandbox's catalogues. */
export async function startBenchSite({ gamesPerBrand }: { gamesPerBrand?: number } = {}) {
  const { site, sandbox, close } = await startSiteWithSandbox({ seed: 'bench', gamesPerBrand });
  return { url: site.url, port: site.port, sandbox, close };
}
