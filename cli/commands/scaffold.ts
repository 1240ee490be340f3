import { existsSync } from 'node:fs';
import path from 'node:path';
import { planScaffold, readBrandFolders } from '../../engine/brand-files/index.ts';
import { brandNameProblem, type BrandFolder } from '../../engine/manifest/index.ts';
import { writeIfValid } from '../planned-files.ts';
import type { BrandsFolderOptions, CommandResult } from '../project.ts';

export interface ScaffoldOptions extends BrandsFolderOptions {
  name: string;
  casinoId: number;
  mobileCasinoId: number;
  from?: string;
  displayName?: string;
}

/** Creates a complete brand that validates at once; refuses an existing name or bad ids and then writes nothing. */
export async function runScaffold(options: ScaffoldOptions): Promise<CommandResult> {
  const { brandsDir, displayRoot, name } = options;
  const badName = brandNameProblem(name);
  if (badName) return { exitCode: 2, output: badName };
  if (existsSync(path.join(brandsDir, name)))
    return { exitCode: 1, output: `brand "${name}" already exists: ${displayRoot}/${name}; nothing was written` };
  const folders = await readBrandFolders(brandsDir, displayRoot);
  const plan = await planScaffold(options, folders);
  if (!plan.ok) return { exitCode: plan.exitCode, output: plan.output };
  const { displayName, nodes, planned } = plan;
  const target: BrandFolder = { name, root: `${displayRoot}/${name}`, files: [], assets: [] };
  const outcome = await writeIfValid(brandsDir, folders, target, planned);
  if (!outcome.written) return outcome.result;
  return {
    exitCode: 0,
    output: [
      `created brand "${name}" (${displayName}): casino ids ${options.casinoId} desktop, ${options.mobileCasinoId} mobile; product node ${nodes.productNodeId}, rest-of-world market node ${nodes.marketNodeId}`,
      ...outcome.files.map((file) => `  ${file}`),
      `served at http://${name}.localhost:3000; add a country with: npm run cli -- market add ${name} --country <ISO2> --locale <tag> --node-id <n>`,
    ].join('\n'),
  };
}
