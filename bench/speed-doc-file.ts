import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { renderSpeedDoc, type SpeedRun } from './speed-report.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const SPEED_DOC = path.join(REPO_ROOT, 'docs/speed.md');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** What the page says of the machine and the tree: the commit, whether it had changes, CPU and Chromium. */
export function describeRun(): Pick<SpeedRun, 'commit' | 'dirty'> & { machine: Omit<SpeedRun['machine'], 'benchmarkIndex'> } {
  let chromium: string;
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    chromium = `not found at ${CHROMIUM_PATH}`;
  }
  const [first] = cpus();
  return {
    commit: git('rev-parse', 'HEAD'),
    // docs/speed.md itself is about to change: it does not make the measured tree another one.
    dirty: git('status', '--porcelain', '--', '.', ':!docs/speed.md') !== '',
    machine: { cpuModel: first?.model.trim() ?? 'unknown', cores: cpus().length, chromium },
  };
}

/** Renders the run and writes it as the repository's Prettier would: `npm run lint` checks the page too. */
export async function writeSpeedDoc(run: SpeedRun, file = SPEED_DOC): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(renderSpeedDoc(run), { ...options, filepath: file }));
}
