import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyOfBrands } from '../../../tests/support/run-cli.ts';
import { startStudio } from '../start-studio.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

interface RunningProcess {
  pid: number;
  command: string;
}

/** Every process below this one (children, theirs, …), read from /proc: what the studio has started. */
async function descendants(): Promise<RunningProcess[]> {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const [stat, command] = await Promise.all([
      readFile(`/proc/${name}/stat`, 'utf8').catch(() => ''),
      readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => ''),
    ]);
    // The parent's pid is the second field after the command name in parentheses (which may hold spaces).
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(name), parent);
    commands.set(Number(name), command.replaceAll('\0', ' '));
  }
  const found: RunningProcess[] = [];
  const below = (pid: number) => {
    for (const [child, parent] of parents)
      if (parent === pid) {
        found.push({ pid: child, command: commands.get(child) ?? '' });
        below(child);
      }
  };
  below(process.pid);
  return found;
}

/** Whether a process still runs: signal 0 reaches it, and it is not a zombie waiting to be reaped. */
const isRunning = async (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
};

/** Those of the processes that still run. */
async function stillRunning(processes: readonly RunningProcess[]) {
  const running: RunningProcess[] = [];
  for (const one of processes) if (await isRunning(one.pid)) running.push(one);
  return running;
}

/** Long enough for the preview to build the site before it starts it, on a busy machine; the tests' timeouts are longer. */
const STARTING = { timeout: 240_000, interval: 50 };

/** Waits until the studio has started a process that matches, and returns every process it runs then. */
const whenRunning = (matches: (process: RunningProcess) => boolean) =>
  vi.waitFor(async () => {
    const running = await descendants();
    if (!running.some(matches)) throw new Error('no such process yet');
    return running;
  }, STARTING);

let scratch: Awaited<ReturnType<typeof copyOfBrands>>;
/** `npm run studio` over the test's copy of brands/, on a free port. */
const runStudio = () =>
  spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'studio/server/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, STUDIO_PORT: '0', STUDIO_BRANDS_DIR: scratch.dir },
    stdio: 'ignore',
  });
/** What a test saw the studio start: whatever of it a failing test leaves running is stopped after it. */
let started: RunningProcess[] = [];
beforeEach(async () => {
  scratch = await copyOfBrands();
});
afterEach(async () => {
  for (const { pid } of await stillRunning(started)) process.kill(pid, 'SIGKILL');
  started = [];
  await scratch.remove();
});

describe('a studio stopped while its live preview is starting', () => {
  it.each([
    { moment: 'once its first process runs', matches: () => true },
    { moment: "once its site's server runs", matches: ({ command }: RunningProcess) => command.includes('dist/server/index.js') },
  ])('leaves none of the processes it started running, stopped $moment', { timeout: 300_000 }, async ({ matches }) => {
    const studio = await startStudio({ brandsDir: scratch.dir, port: 0, ui: false, preview: true });
    started = await whenRunning(matches);
    const state = (await (await fetch(`${studio.url}/api/preview`)).json()) as { state: string };
    expect(state.state).toBe('starting');
    await studio.close();
    expect(await stillRunning(started)).toEqual([]);
  });

  // `npm run studio` stopped with Ctrl-C or by its supervisor while it still sets its page up: the
  // preview's platform runs by then, and used to be left behind, running on its own.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'as `npm run studio`, stopped with %s, leaves none of its processes running',
    { timeout: 300_000 },
    async (signal) => {
      const studio = runStudio();
      started = await whenRunning(({ command }) => command.includes('sandbox/main.ts'));
      const stopped = new Promise((resolve) => studio.once('exit', resolve));
      studio.kill(signal);
      await stopped;
      expect(await stillRunning(started)).toEqual([]);
    },
  );

  it(
    'killed outright (it cannot stop them then), leaves none of its processes running once they notice',
    { timeout: 300_000 },
    async () => {
      const studio = runStudio();
      started = await whenRunning(({ command }) => command.includes('sandbox/main.ts'));
      const stopped = new Promise((resolve) => studio.once('exit', resolve));
      studio.kill('SIGKILL');
      await stopped;
      // They stop on their own, in their own time: wait for that.
      await vi.waitFor(async () => expect(await stillRunning(started)).toEqual([]), { timeout: 240_000, interval: 100 });
    },
  );
});
