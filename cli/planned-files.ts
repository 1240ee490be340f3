import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, type BrandFolder, type Problem } from '../engine/manifest/index.ts';
import { createEngine, type CommandResult } from './project.ts';

/** Files a command means to write into one brand folder, by their path inside it. */
export type PlannedFiles = Map<string, string | Uint8Array>;

/** Applies planned files to a brand folder as the loader sees it, without touching the disk. */
export function withPlannedFiles(folder: BrandFolder, planned: PlannedFiles): BrandFolder {
  const files = new Map(folder.files.map((file) => [file.relative, file.text]));
  const assets = new Set(folder.assets);
  for (const [relative, text] of planned) {
    if (relative.startsWith('assets/')) assets.add(relative);
    else if (typeof text === 'string') files.set(relative, text);
  }
  return { ...folder, files: [...files].map(([relative, text]) => ({ relative, text })), assets: [...assets].sort() };
}

/**
 * Validates the brands as they would be with the planned files, and writes the files only when the
 * brand stays valid: a refused command leaves the disk as it was.
 */
export async function writeIfValid(
  brandsDir: string,
  folders: readonly BrandFolder[],
  target: BrandFolder,
  planned: PlannedFiles,
): Promise<{ written: false; result: CommandResult } | { written: true; files: string[] }> {
  const changed = withPlannedFiles(target, planned);
  const others = folders.filter((folder) => folder.name !== target.name);
  const { problems } = createEngine().load([...others, changed]);
  const ours = problems.filter((problem: Problem) => problem.file.startsWith(`${target.root}/`));
  if (ours.length) {
    return { written: false, result: { exitCode: 1, output: [...ours.map(formatProblem), 'nothing was written'].join('\n') } };
  }
  const dir = path.join(brandsDir, target.name);
  for (const [relative, text] of planned) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
  return { written: true, files: [...planned.keys()].map((relative) => `${target.root}/${relative}`) };
}
