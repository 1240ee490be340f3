import path from 'node:path';
import { writeIfValid as writeBrandFilesIfValid, type PlannedFiles } from '../engine/brand-files/index.ts';
import { formatProblem, type BrandFolder } from '../engine/manifest/index.ts';
import { format, resolveConfig } from 'prettier';
import { createEngine, REPO_ROOT, type CommandResult } from './project.ts';

export { withPlannedFiles, type PlannedFiles } from '../engine/brand-files/index.ts';

/** JSON as the repository's Prettier settings write it (wherever the brands folder is): it passes `npm run lint` as it is. */
export async function formatJsonText(text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(path.join(REPO_ROOT, 'brands', 'brand.json'))), parser: 'json' });
}

/** Planned JSON files in the repository's style; assets as they are. */
async function formatted(planned: PlannedFiles): Promise<PlannedFiles> {
  const entries = await Promise.all(
    [...planned].map(async ([relative, text]) =>
      typeof text === 'string' && relative.endsWith('.json')
        ? ([relative, await formatJsonText(text)] as const)
        : ([relative, text] as const),
    ),
  );
  return new Map(entries);
}

/** The brand-files check-then-write with the CLI's engine, its refusal as the command's result. */
export async function writeIfValid(
  brandsDir: string,
  folders: readonly BrandFolder[],
  target: BrandFolder,
  planned: PlannedFiles,
): Promise<{ written: false; result: CommandResult } | { written: true; files: string[] }> {
  const outcome = await writeBrandFilesIfValid(brandsDir, folders, target, await formatted(planned), createEngine().load);
  if (outcome.written) return outcome;
  return {
    written: false,
    result: { exitCode: 1, output: [...outcome.problems.map(formatProblem), 'nothing was written'].join('\n') },
  };
}
