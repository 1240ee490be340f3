import { readConfig, type ServerConfig } from '../server/config.ts';
import { createLogger } from '../server/logging/logger.ts';
import { startServer } from '../server/start-server.ts';

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The site and its sandbox on free loopback ports, silent; `overrides` change its config (sandbox size). */
export function startBenchSite(overrides: Partial<ServerConfig> = {}) {
  return startServer(
    { ...readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), sandboxPort: 0, ...overrides },
    { logger: createLogger('silent') },
  );
}
