import { writeIfValid as writeBrandFilesIfValid, type PlannedFiles } from '../engine/brand-files/index.ts';
import { formatProblem, type BrandFolder } from '../engine/manifest/index.ts';
import { createEngine, type CommandResult } from './project.ts';

export { withPlannedFiles, type PlannedFiles } from '../engine/brand-files/index.ts';

/** The brand-files check-then-write with the CLI's engine, its refusal as the command's result. */
export async function writeIfValid(
  brandsDir: string,
  folders: readonly BrandFolder[],
  target: BrandFolder,
  planned: PlannedFiles,
): Promise<{ written: false; result: CommandResult } | { written: true; files: string[] }> {
  const outcome = await writeBrandFilesIfValid(brandsDir, folders, target, planned, createEngine().load);
  if (outcome.written) return outcome;
  return {
    written: false,
    result: { exitCode: 1, output: [...outcome.problems.map(formatProblem), 'nothing was written'].join('\n') },
  };
}
