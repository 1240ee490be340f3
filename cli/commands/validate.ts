import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../../engine/manifest/index.ts';
import { loadProject, type BrandsFolderOptions, type CommandResult } from '../project.ts';

export interface ValidateOptions extends BrandsFolderOptions {
  brand?: string;
  json?: boolean;
}

/** Checks every rulebook, manifest and page record (component aliases and props included); one line per problem. */
export async function runValidate({ brand, json, ...folder }: ValidateOptions): Promise<CommandResult> {
  const { brandsDir } = folder;
  if (brand && !existsSync(path.join(brandsDir, brand))) {
    return { exitCode: 2, output: `no brand "${brand}" in ${brandsDir}` };
  }
  const { folders, rulebookFiles, problems } = await loadProject(folder, brand);
  const files = folders.reduce((count, folder) => count + folder.files.length, rulebookFiles.length);
  if (json) {
    return {
      exitCode: problems.length ? 1 : 0,
      output: JSON.stringify({ valid: problems.length === 0, files, problems }, null, 2),
      machine: true,
    };
  }
  if (problems.length) {
    return {
      exitCode: 1,
      output: [
        ...problems.map(formatProblem),
        `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} files`,
      ].join('\n'),
    };
  }
  const books = rulebookFiles.length;
  return {
    exitCode: 0,
    output: `${folders.length} brand${folders.length === 1 ? '' : 's'}, ${books} rulebook${books === 1 ? '' : 's'}, ${files} files: all valid`,
  };
}
