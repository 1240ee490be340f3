import { ConfigError, readConfig } from './config.ts';
import { createLogger } from './logging/logger.ts';
import { startServer } from './start-server.ts';

/** `npm start`: the site on PORT (3000), every brand, with the sandbox serving what is not configured. */
async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
  const stop = (signal: string) => {
    logger.info({ signal }, 'stopping: finishing requests in flight');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: String(error) }, 'stopped with an error');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

await main();
