import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { staleBuildReason } from '../../../scripts/build-freshness.ts';
import { STUDIO_RULEBOOKS_DIR } from '../studio-engine.ts';
import type { PreviewRun } from './preview-run.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Preloaded into the preview's processes: each stops when the studio's process ends. */
const STOP_WITH_STUDIO = path.join(REPO_ROOT, 'studio/server/preview/stop-with-studio.mjs');
/** The header the preview site reads the device from (its DEVICE_HEADER), set from the preview's cookie. */
export const DEVICE_HEADER = 'x-studio-device';
/** How long each process of the preview may take to answer its readiness endpoint on a busy machine. */
const START_TIMEOUT_MS = 90_000;
const READINESS_POLL_MS = 250;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

const answersOk = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (answer) => answer.ok,
    () => false,
  );

/**
 * A process of the preview, as `npm run sandbox` or `npm run serve` runs it; its stopping is a failure.
 * Each runs in a process group of its own, which `close` stops whole (a site's workers, a build's
 * tools); and stops by itself when the studio's process ends without `close`.
 */
function runProcess(run: PreviewRun, what: string, args: string[], env: NodeJS.ProcessEnv, previewBrands: string) {
  if (run.closing) throw new Error('the studio is stopping');
  const child = spawn(process.execPath, ['--import', STOP_WITH_STUDIO, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, BRANDS_DIR: previewBrands, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    // stdin: the pipe STOP_WITH_STUDIO watches.
    stdio: ['pipe', 'ignore', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) =>
    run.fail(`its ${what} stopped (${signal ?? `exit code ${code}`}); see the studio's terminal`),
  );
  run.children.push(child);
}

/** Asks an endpoint until it answers 200: the process is ready. */
async function waitUntilReady(run: PreviewRun, url: string, what: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answersOk(url))) {
    if (run.state.state === 'failed' || run.closing)
      throw new Error(run.state.state === 'failed' ? run.state.message : 'stopping');
    if (Date.now() > deadline) throw new Error(`its ${what} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, READINESS_POLL_MS));
  }
}

/**
 * The sandbox platform and the built site, as `npm start` runs them, over a copy of the brands folder,
 * each once it answers its readiness endpoint (the sandbox's control API, the site's /readyz).
 */
export async function startPreviewProcesses(run: PreviewRun, previewBrands: string) {
  const ports = { sandbox: await freePort(), site: await freePort() };
  run.ports = ports;
  const sandboxUrl = `http://localhost:${ports.sandbox}`;
  runProcess(
    run,
    'platform',
    ['--import', 'tsx', path.join(REPO_ROOT, 'sandbox/main.ts')],
    { SANDBOX_PORT: String(ports.sandbox), SANDBOX_SEED: 'studio', RULEBOOKS_DIR: STUDIO_RULEBOOKS_DIR },
    previewBrands,
  );
  // The preview runs the built site: built first when the sources changed since, as `npm start` does.
  const stale = staleBuildReason(REPO_ROOT);
  if (stale && !run.closing) await buildSite(stale, run.children);
  await waitUntilReady(run, `http://127.0.0.1:${ports.sandbox}/sandbox/players`, 'platform');
  // Development mode: the site reads brands again when a draft is written, and drops what it built from the old ones.
  runProcess(
    run,
    'site',
    ['--enable-source-maps', path.join(REPO_ROOT, 'dist/server/index.js')],
    {
      NODE_ENV: 'development',
      PORT: String(ports.site),
      PLATFORM_URL: sandboxUrl,
      SANDBOX_URL: sandboxUrl,
      DEVICE_HEADER,
      RULEBOOKS_DIR: STUDIO_RULEBOOKS_DIR,
    },
    previewBrands,
  );
  await waitUntilReady(run, `http://127.0.0.1:${ports.site}/readyz`, 'site');
}

/** How many times each process has read brands/ again, from the site's /readyz and the sandbox's control API (-1 unknown). */
export async function brandReloads(run: PreviewRun) {
  const count = (url: string, field: string) =>
    fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((answer) => answer.json() as Promise<Record<string, unknown>>)
      .then(
        (body) => (typeof body[field] === 'number' ? body[field] : -1),
        () => -1,
      );
  if (!run.ports) return { sandbox: -1, site: -1 };
  const [sandbox, site] = await Promise.all([
    count(`http://127.0.0.1:${run.ports.sandbox}/sandbox/brands`, 'reloads'),
    count(`http://127.0.0.1:${run.ports.site}/readyz`, 'brandsReloaded'),
  ]);
  return { sandbox, site };
}

/** Whether a process of the preview has ended (or never started). */
const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null || child.pid === undefined;

/** Sends a signal to a child's whole process group (it runs detached, as the group's leader). */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (hasEnded(child)) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already.
  }
}

/** Stops each child's process group and waits until each child has exited. */
export async function stopAll(children: readonly ChildProcess[]) {
  await Promise.all(
    children.map(async (child) => {
      if (hasEnded(child)) return;
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      stopGroup(child, 'SIGTERM');
      await stopped;
    }),
  );
}

/** `npm run build`, when the built site is missing or older than its sources: the preview runs the built site. */
function buildSite(why: string, children: ChildProcess[]) {
  console.log(`the live preview builds the site first (${why})`);
  return new Promise<void>((resolve, reject) => {
    // Its own process group, among the preview's children: stopping the studio stops npm and the build it runs.
    // A production build whatever NODE_ENV the studio runs under (a test runner's `test` would build
    // React's JSX for development, which the built site cannot render in production).
    const build = spawn('npm', ['run', '--silent', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    children.push(build);
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (exit code ${code}); see the studio's terminal`)),
    );
  });
}
