import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, get, startProcess, type Started } from '../scripts/topology-processes.ts';
import { BENCH_COUNTRY_HEADER } from './bench-site.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The build the phone's goals are measured against: the tree before the styles moved to build time. */
export const DEFAULT_AGAINST = '17da66b';

/**
 * The other build's tree: a worktree of `ref` in the system's temporary folder (outside this tree, so
 * no linter or test runner finds it), with its own `npm ci`, kept for the next run (the first start
 * builds it, as `npm start` does).
 */
export function worktreeOf(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), 'croupier-bench-against', commit.slice(0, 12));
  if (!existsSync(path.join(dir, 'package.json'))) {
    console.log(`checking out ${ref} (${commit.slice(0, 12)}) in ${dir}`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    console.log(`npm ci in ${dir}`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

/** A built tree served for a bench: its port and its process. */
export interface ServedTree {
  port: number;
  site: Started;
}

/**
 * A tree's `npm start` (built when stale, its own sandbox) on loopback ports, the country read from
 * the edge's header; `env` adds to its environment (`SANDBOX_GAMES`, say).
 */
export async function startTree(tree: string, env: NodeJS.ProcessEnv = {}): Promise<ServedTree> {
  const port = await freePort();
  const site = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(tree, 'scripts', 'start.ts')],
    {
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_SEED: 'bench',
      GEO_COUNTRY_HEADER: BENCH_COUNTRY_HEADER,
      ...env,
    },
    async () => (await get(port, '/healthz').catch(() => undefined))?.status === 200,
    { keepOutput: false, readyWithinMs: 300_000 },
  );
  return { port, site };
}

/** This tree's and `ref`'s builds served side by side, for benches that compare the two. */
export async function startBothBuilds(against: string, env: NodeJS.ProcessEnv = {}) {
  const theirTree = worktreeOf(against);
  const ours = await startTree(REPO_ROOT, env);
  const theirs = await startTree(theirTree, env).catch(async (error: unknown) => {
    await ours.site.stop();
    throw error;
  });
  return { ours, theirs, stop: () => Promise.all([ours.site.stop(), theirs.site.stop()]) };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A ratio that reads well when the other build's figure is zero (a page with no blocking time). */
export const ratio = (ours: number, theirs: number) => (theirs === 0 ? (ours === 0 ? 1 : Infinity) : ours / theirs);

/** A ratio as the benches print it. */
export const PERCENT = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '∞');
