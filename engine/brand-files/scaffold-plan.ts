import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandNameProblem, phoneCasinoIdRepeatsDesktop, titleCase, type BrandFolder } from '../manifest/index.ts';
import type { PlannedFiles } from './planned-files.ts';
import { starterBrandFiles } from './starter-brand.ts';
import type { BrandManifest, MarketManifest, PageRecord } from '../../schemas/index.ts';

const NODE_STEP = 1000;

export interface ScaffoldPlanOptions {
  name: string;
  casinoId: number;
  mobileCasinoId: number;
  /** Copy this brand instead of the starter brand. */
  from?: string;
  displayName?: string;
  /** How files are named in messages (`brands`). */
  displayRoot: string;
  /** The brands folder, to read a copied brand's assets from. */
  brandsDir: string;
}

/** What `brand scaffold` would write (nothing is written), or why it refuses (an exit code and what to say). */
export type ScaffoldPlan =
  | { ok: false; exitCode: 1 | 2; output: string }
  | {
      ok: true;
      displayName: string;
      nodes: { productNodeId: number; marketNodeId: number };
      /** Every file of the new brand, by its path inside the brand folder. */
      planned: PlannedFiles;
    };

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Node ids after every brand's: the product node on the next thousand, its rest-of-world market 100 above. */
export function nextNodeIds(folders: readonly BrandFolder[]) {
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
  options: ScaffoldPlanOptions & { displayName: string },
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

/**
 * The files of a new brand (what `npm run cli -- brand scaffold` writes and the studio's New brand shows
 * as drafts): the starter brand, or a copy of another, with the next free node ids. Nothing is written;
 * a bad name, an existing brand or equal casino ids are refused.
 */
export async function planScaffold(options: ScaffoldPlanOptions, folders: readonly BrandFolder[]): Promise<ScaffoldPlan> {
  const { name, displayRoot } = options;
  const badName = brandNameProblem(name);
  if (badName) return { ok: false, exitCode: 2, output: badName };
  if (folders.some((folder) => folder.name === name))
    return { ok: false, exitCode: 1, output: `brand "${name}" already exists: ${displayRoot}/${name}; nothing was written` };
  if (phoneCasinoIdRepeatsDesktop(options.casinoId, options.mobileCasinoId)) {
    return {
      ok: false,
      exitCode: 1,
      output: `--casino-id and --mobile-casino-id must differ, both are ${options.casinoId}; nothing was written`,
    };
  }
  const displayName = options.displayName ?? titleCase(name);
  const nodes = nextNodeIds(folders);
  if (!options.from) {
    const planned = starterBrandFiles({
      name,
      displayName,
      casinoId: options.casinoId,
      mobileCasinoId: options.mobileCasinoId,
      ...nodes,
    });
    return { ok: true, displayName, nodes, planned };
  }
  const source = folders.find((folder) => folder.name === options.from);
  if (!source)
    return { ok: false, exitCode: 1, output: `--from: no brand "${options.from}" in ${displayRoot}; nothing was written` };
  const copied = await copiedBrandFiles(source, path.join(options.brandsDir, source.name), { ...options, displayName }, nodes);
  if (typeof copied === 'string') return { ok: false, exitCode: 1, output: `${copied}; nothing was written` };
  return { ok: true, displayName, nodes, planned: copied };
}
