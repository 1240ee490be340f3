import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBrandFolders } from '../../engine/brand-files/index.ts';
import type { BrandFolder } from '../../engine/manifest/index.ts';
import { writeIfValid, type PlannedFiles } from '../planned-files.ts';
import { displayRootOf, type CommandResult } from '../project.ts';
import { starterBrandFiles } from '../starter-brand.ts';
import type { BrandManifest, MarketManifest, PageRecord } from '../../schemas/index.ts';

export interface ScaffoldOptions {
  brandsDir: string;
  name: string;
  casinoId: number;
  mobileCasinoId: number;
  from?: string;
  displayName?: string;
}

const NAME = /^[a-z][a-z0-9-]{1,30}$/;
const NODE_STEP = 1000;

const titleCase = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Node ids after every brand's: the product node on the next thousand, its rest-of-world market 100 above. */
function nextNodeIds(folders: readonly BrandFolder[]) {
  let highest = 0;
  for (const folder of folders) {
    for (const file of folder.files) {
      for (const match of file.text.matchAll(/"(?:productNodeId|marketNodeId)"\s*:\s*(\d+)/g))
        highest = Math.max(highest, Number(match[1]));
    }
  }
  const productNodeId = (Math.floor(highest / NODE_STEP) + 1) * NODE_STEP;
  return { productNodeId, marketNodeId: productNodeId + 100 };
}

/** A new brand copied from another: its theme, shell, content for every market and assets, renamed. */
async function copiedBrandFiles(
  source: BrandFolder,
  sourceDir: string,
  options: ScaffoldOptions & { displayName: string },
  nodes: ReturnType<typeof nextNodeIds>,
): Promise<PlannedFiles | string> {
  const sourceBrandFile = source.files.find((file) => file.relative === 'brand.json');
  if (!sourceBrandFile) return `brand "${source.name}" has no brand.json to copy`;
  const sourceBrand = JSON.parse(sourceBrandFile.text) as BrandManifest;
  const rename = (text: string) => text.split(sourceBrand.displayName).join(options.displayName);
  const brand: BrandManifest = {
    ...(JSON.parse(rename(sourceBrandFile.text)) as BrandManifest),
    name: options.name,
    displayName: options.displayName,
    hosts: [],
    productNodeId: nodes.productNodeId,
    casinoIds: { desktop: [options.casinoId], mobile: [options.mobileCasinoId] },
  };
  const restOfWorld = source.files.find(
    (file) => file.relative.startsWith('markets/') && (JSON.parse(file.text) as MarketManifest).isRow,
  );
  if (!restOfWorld) return `brand "${source.name}" has no rest-of-world market to copy`;
  const market: MarketManifest = {
    ...(JSON.parse(restOfWorld.text) as MarketManifest),
    marketNodeId: nodes.marketNodeId,
    casinoId: options.casinoId,
    mobileCasinoId: options.mobileCasinoId,
  };
  const planned: PlannedFiles = new Map([
    ['brand.json', json(brand)],
    ['markets/row.json', json(market)],
  ]);
  for (const file of source.files) {
    // Market-specific records belong to markets the new brand does not have yet.
    if (file.relative.startsWith('content/') && !(JSON.parse(file.text) as PageRecord).markets)
      planned.set(file.relative, rename(file.text));
  }
  for (const asset of source.assets) planned.set(asset, await readFile(path.join(sourceDir, asset)));
  return planned;
}

/** Creates a complete brand that validates at once; refuses an existing name or bad ids and then writes nothing. */
export async function runScaffold(options: ScaffoldOptions): Promise<CommandResult> {
  const { brandsDir, name } = options;
  if (!NAME.test(name)) {
    return { exitCode: 2, output: `brand name "${name}" must be 2 to 31 characters of a-z, 0-9 and -, starting with a letter` };
  }
  const displayRoot = displayRootOf(brandsDir);
  if (existsSync(path.join(brandsDir, name)))
    return { exitCode: 1, output: `brand "${name}" already exists: ${displayRoot}/${name}; nothing was written` };
  if (options.casinoId === options.mobileCasinoId) {
    return {
      exitCode: 1,
      output: `--casino-id and --mobile-casino-id must differ, both are ${options.casinoId}; nothing was written`,
    };
  }
  const folders = await readBrandFolders(brandsDir, displayRoot);
  const displayName = options.displayName ?? titleCase(name);
  const nodes = nextNodeIds(folders);
  let planned: PlannedFiles;
  if (options.from) {
    const source = folders.find((folder) => folder.name === options.from);
    if (!source) return { exitCode: 1, output: `--from: no brand "${options.from}" in ${displayRoot}; nothing was written` };
    const copied = await copiedBrandFiles(source, path.join(brandsDir, source.name), { ...options, displayName }, nodes);
    if (typeof copied === 'string') return { exitCode: 1, output: `${copied}; nothing was written` };
    planned = copied;
  } else {
    planned = starterBrandFiles({
      name,
      displayName,
      casinoId: options.casinoId,
      mobileCasinoId: options.mobileCasinoId,
      ...nodes,
    });
  }
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
