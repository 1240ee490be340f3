import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { EMPTY_RECORD, renderSpeedDoc, type RunInfo, type SpeedRecord } from './speed-report.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const SPEED_DOC = path.join(REPO_ROOT, 'docs/speed.md');
/** The figures the page is rendered from, each section with its run. */
export const SPEED_RECORD = path.join(REPO_ROOT, 'docs/speed.json');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** What the page says of the machine and the tree: the commit, whether it had changes, CPU and Chromium. */
export function describeRun(): Pick<RunInfo, 'commit' | 'dirty'> & { machine: Omit<RunInfo['machine'], 'benchmarkIndex'> } {
  let chromium: string;
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    chromium = `not found at ${CHROMIUM_PATH}`;
  }
  const [first] = cpus();
  return {
    commit: git('rev-parse', 'HEAD'),
    // The page and its record are about to change: they do not make the measured tree another one.
    dirty: git('status', '--porcelain', '--', '.', ':!docs/speed.md', ':!docs/speed.json') !== '',
    machine: { cpuModel: first?.model.trim() ?? 'unknown', cores: cpus().length, chromium },
  };
}

/** The record the page was last written from; none yet is an empty one. */
export function readSpeedRecord(file = SPEED_RECORD): SpeedRecord {
  if (!existsSync(file)) return EMPTY_RECORD;
  const where = path.relative(REPO_ROOT, file);
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: not JSON (${(error as Error).message}); restore it from git`, { cause: error });
  }
  const { runs, sections } = (record ?? {}) as Partial<SpeedRecord>;
  if (!Array.isArray(runs) || !Array.isArray(sections))
    throw new Error(`${where}: expected an object with "runs" and "sections" arrays; restore it from git`);
  return { runs, sections };
}

/** Writes the record and the page rendered from it as the repository's Prettier would: `npm run lint` checks both. */
export async function writeSpeedDoc(record: SpeedRecord, order: readonly string[]): Promise<void> {
  for (const [file, text] of [
    [SPEED_RECORD, `${JSON.stringify(record, null, 2)}\n`],
    [SPEED_DOC, renderSpeedDoc(record, order)],
  ] as const) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
}
