import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { readDemoSandboxConfig, SEEDED_PASSWORD, startSandbox, type RunningSandbox } from '../sandbox/index.ts';
import { readConfig, SERVICE_URL_VARIABLE } from '../server/config.ts';
import { GEO_COOKIES, readBrandsToVisit } from '../server/visitor/index.ts';
import { staleBuildReason } from './build-freshness.ts';
import { demoPublishHook } from './demo-publish-hook.ts';
import { prettyLogLine } from './pretty-log-line.ts';
import { builtServerArgs } from './serve-command.ts';
import { startGreeting } from './start-greeting.ts';

/**
 * `npm start`, the one-command demo: builds when the build is missing or older than the sources,
 * starts the sandbox platform (in this process) unless the environment names a platform, then the
 * built site as its own process, exactly as production runs it. On a terminal the logs are short
 * lines and a greeting says where to go once the site is ready; otherwise (a pipe, a test runner)
 * they are pino's JSON lines, as `npm run serve` writes them.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const forAPerson = process.stdout.isTTY === true;
const writePretty = (line: string) => void process.stdout.write(`${prettyLogLine(line.trimEnd())}\n`);

const stale = staleBuildReason(REPO_ROOT);
if (stale) {
  process.stdout.write(`building (${stale})\n`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env: NodeJS.ProcessEnv = { ...process.env };
const platformNamed = Boolean(env.PLATFORM_URL) || Object.values(SERVICE_URL_VARIABLE).every((name) => Boolean(env[name]));
const sandboxLogOptions = { level: env.LOG_LEVEL ?? 'info', base: undefined };
const sandbox = platformNamed
  ? undefined
  : await startSandbox({
      ...readDemoSandboxConfig(env),
      watchBrands: true,
      publishHook: demoPublishHook(env),
      logger: forAPerson ? pino(sandboxLogOptions, { write: writePretty }) : pino(sandboxLogOptions),
    });
if (sandbox) Object.assign(env, sandbox.siteEnv);

const site = spawn(process.execPath, builtServerArgs(REPO_ROOT), {
  cwd: REPO_ROOT,
  env,
  stdio: ['inherit', forAPerson ? 'pipe' : 'inherit', 'inherit'],
});
if (site.stdout) createInterface({ input: site.stdout, crlfDelay: Infinity }).on('line', writePretty);
if (forAPerson) greetOnceReady(sandbox).catch((error: unknown) => void process.stderr.write(`no greeting: ${String(error)}\n`));

const stop = (signal: NodeJS.Signals) => void site.kill(signal);
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
// 'close', not 'exit': the site's last lines (its stop) are read from the pipe before this process ends.
site.once('close', async (code) => {
  await sandbox?.close();
  process.exit(code ?? 0);
});

/** How often the site's /readyz is asked while it starts. */
const READY_POLL_MS = 250;

/** Asks the site's /readyz until it answers 200; false when the site stopped first. */
async function siteReady(origin: string): Promise<boolean> {
  while (site.exitCode === null && site.signalCode === null) {
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return false;
}

/** The greeting, once the site is ready; none when the site cannot start (it says why itself). */
async function greetOnceReady(running: RunningSandbox | undefined) {
  let config;
  try {
    config = readConfig(env);
  } catch {
    return;
  }
  // Any free port (0): only the site's own log line says which.
  if (config.port === 0) return;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  const [brands, ready] = await Promise.all([readBrandsToVisit(config.brandsDir), siteReady(origin)]);
  if (!ready) return;
  const [player] = running?.instance.state.players.values() ?? [];
  process.stdout.write(
    startGreeting({
      port: config.port,
      defaultBrand: config.defaultBrand,
      brands,
      countryCookieName: GEO_COOKIES.country,
      ...(running && player ? { sandbox: { url: running.url, username: player.username, password: SEEDED_PASSWORD } } : {}),
    }),
  );
}
