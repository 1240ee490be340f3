import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCroupierCli } from '../../cli/program.ts';
import { REPO_BRANDS_DIR, REPO_RULEBOOKS_DIR } from './brand-folders.ts';

const REPO_ROOT = path.resolve(REPO_BRANDS_DIR, '..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run cli -- …` in this process, as the bin does (cli/index.ts): its exit code and its output. */
export async function runCli(args: string[], cwd = REPO_ROOT): Promise<CliRun> {
  const run = { stdout: '', stderr: '' };
  const code = await runCroupierCli(args, {
    cwd,
    stdout: (text) => void (run.stdout += text),
    stderr: (text) => void (run.stderr += text),
  });
  return { code, ...run };
}

/** Runs the bin as a user would: a real process, its exit code and its output. */
export async function runCliProcess(args: string[], cwd = REPO_ROOT): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [path.join(REPO_ROOT, 'cli/index.ts'), ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A scratch copy of the repository's messages/ (every language's strings), removed by the returned function. */
export async function copyOfMessages(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'croupier-messages-'));
  const dir = path.join(root, 'messages');
  await cp(path.join(REPO_ROOT, 'messages'), dir, { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A scratch copy of the repository's brands (and the rulebooks beside them), removed by the returned function. */
export async function copyOfBrands(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'croupier-brands-'));
  const dir = path.join(root, 'brands');
  await cp(REPO_BRANDS_DIR, dir, { recursive: true });
  await cp(REPO_RULEBOOKS_DIR, path.join(root, 'rulebooks'), { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
