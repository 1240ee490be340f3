import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { readDemoSandboxConfig, startSandbox } from '../sandbox/index.ts';
import { SERVICE_URL_VARIABLE } from '../server/config.ts';
import { staleBuildReason } from './build-freshness.ts';
import { demoPublishHook } from './demo-publish-hook.ts';
import { builtServerArgs } from './serve-command.ts';

/**
 * `npm start`, the one-command demo: builds when the build is missing or older than the sources,
 * starts the sandbox platform (in this process) unless the environment names a platform, then the
 * built site as its own process, exactly as production runs it.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const stale = staleBuildReason(REPO_ROOT);
if (stale) {
  process.stdout.write(`building (${stale})\n`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env: NodeJS.ProcessEnv = { ...process.env };
const platformNamed = Boolean(env.PLATFORM_URL) || Object.values(SERVICE_URL_VARIABLE).every((name) => Boolean(env[name]));
const sandbox = platformNamed
  ? undefined
  : await startSandbox({
      ...readDemoSandboxConfig(env),
      watchBrands: true,
      publishHook: demoPublishHook(env),
      logger: pino({ level: env.LOG_LEVEL ?? 'info', base: undefined }),
    });
if (sandbox) Object.assign(env, sandbox.siteEnv);

const site = spawn(process.execPath, builtServerArgs(REPO_ROOT), {
  cwd: REPO_ROOT,
  env,
  stdio: 'inherit',
});
const stop = (signal: NodeJS.Signals) => void site.kill(signal);
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
site.once('exit', async (code) => {
  await sandbox?.close();
  process.exit(code ?? 0);
});
