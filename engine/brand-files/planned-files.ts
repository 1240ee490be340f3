import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrandFolder, Problem } from '../manifest/index.ts';

/** Files a command means to write into one brand folder, by their path inside it. */
export type PlannedFiles = Map<string, string | Uint8Array>;

/** Loads brand folders and says their problems (the engine with the component catalogue's rules). */
export type LoadBrandFolders = (folders: readonly BrandFolder[]) => { problems: Problem[] };

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
 * brand stays valid: a refused change leaves the disk as it was.
 */
export async function writeIfValid(
  brandsDir: string,
  folders: readonly BrandFolder[],
  target: BrandFolder,
  planned: PlannedFiles,
  load: LoadBrandFolders,
): Promise<{ written: false; problems: Problem[] } | { written: true; files: string[] }> {
  const changed = withPlannedFiles(target, planned);
  const others = folders.filter((folder) => folder.name !== target.name);
  const problems = load([...others, changed]).problems.filter((problem) => problem.file.startsWith(`${target.root}/`));
  if (problems.length) return { written: false, problems };
  const dir = path.join(brandsDir, target.name);
  for (const [relative, text] of planned) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
  return { written: true, files: [...planned.keys()].map((relative) => `${target.root}/${relative}`) };
}
