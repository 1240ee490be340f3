import cluster from 'node:cluster';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { createLogger } from './logging/logger.ts';
import { serveClusterMetrics } from './ops/cluster-metrics.ts';
import { startServer } from './start-server.ts';

/**
 * `npm run serve`: the site as configured by the environment. A configuration problem stops it before
 * it listens (exit 1, every problem listed); WEB_CONCURRENCY > 1 runs that many workers on one port.
 */
function configuration(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Croupier cannot start; fix the configuration:\n  ${error.problems.join('\n  ')}\n`);
    process.exit(1);
  }
}

const config = configuration();
const logger = createLogger(config.logLevel);

if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config.webConcurrency);
else await runWorker();

/** One site: on SIGTERM it drains, then exits 0; at the deadline it exits anyway. */
async function runWorker() {
  const server = await startServer(config, { logger });
  const stop = (signal: string) => {
    logger.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'stopping: finishing requests in flight');
    setTimeout(() => {
      logger.error({ deadlineMs: config.shutdownTimeoutMs }, 'requests still in flight at the shutdown deadline: exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
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

/** Forks the workers, replaces one that dies, sums their metrics, and passes a stop signal on to all of them. */
function runPrimary(workers: number) {
  let stopping = false;
  let listening = 0;
  serveClusterMetrics();
  for (let index = 0; index < workers; index++) cluster.fork();
  cluster.on('listening', () => {
    if (++listening === workers) logger.info({ workers }, `all ${workers} workers listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, 'worker died: starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
