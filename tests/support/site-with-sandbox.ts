import path from 'node:path';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { readConfig } from '../../server/config.ts';
import type { Logger } from '../../server/logging/logger.ts';
import { createLogger } from '../../server/logging/logger.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface SiteWithSandbox {
  site: RunningServer;
  sandbox: RunningSandbox;
  close(): Promise<void>;
}

/**
 * The site (from source) in front of the sandbox platform, both on free loopback ports, as
 * `npm start` runs them: the site knows the sandbox only by the URLs in its environment.
 */
export async function startSiteWithSandbox({
  seed = 'test',
  gamesPerBrand,
  env = {},
  logger = createLogger('silent'),
}: { seed?: string; gamesPerBrand?: number; env?: NodeJS.ProcessEnv; logger?: Logger } = {}): Promise<SiteWithSandbox> {
  const sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: seed }, REPO_ROOT),
    gamesPerBrand,
    logger,
  });
  const site = await startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', ...sandbox.siteEnv, ...env }, REPO_ROOT), {
    logger,
  });
  return {
    site,
    sandbox,
    close: async () => {
      await site.close();
      await sandbox.close();
    },
  };
}
