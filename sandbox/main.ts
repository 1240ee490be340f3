import { pino } from 'pino';
import { SEEDED_PASSWORD } from './core/index.ts';
import { readSandboxConfig } from './sandbox-config.ts';
import { startSandbox } from './start-sandbox.ts';

/**
 * `npm run sandbox`: the stand-in casino platform as its own process. Its first line is the
 * environment a site needs to use it; it never runs in production.
 */
let config;
try {
  config = readSandboxConfig();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const logger = pino({ level: config.logLevel, base: undefined });
const sandbox = await startSandbox({ ...config, watchBrands: true, logger });
process.stdout.write(
  `${Object.entries(sandbox.siteEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}\n`,
);
logger.info(
  { url: sandbox.url, seed: config.seed },
  `sandbox platform at ${sandbox.url} (seeded players use the password ${SEEDED_PASSWORD})`,
);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
