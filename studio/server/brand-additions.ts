import { addMarket, nextNodeIds, planMarket, starterBrandFiles, type MarketAddRequest } from '../../engine/brand-files/index.ts';
import type { BrandManifest } from '../../schemas/index.ts';
import { convertUpload, type AssetPurpose } from './asset-upload.ts';
import { DISPLAY_ROOT, formatDocument, StudioError } from './brand-files.ts';
import { readFolders } from './folders-with-drafts.ts';
import { installedFonts } from './installed-fonts.ts';
import { planNewBrand, type NewBrandRequest } from './new-brand.ts';
import { createStudioEngine } from './studio-engine.ts';

/** A market as the studio's form asks for it: what `market add` takes, less where the brands are. */
export type MarketOptions = Omit<MarketAddRequest, 'brandsDir' | 'displayRoot' | 'load'>;

/**
 * What the New brand form starts from: the starter brand's colours and fonts (the ones scaffold
 * writes), the installed fonts, the node ids the brand would get, and every market node id in use.
 */
export async function newBrandDefaults(brandsDir: string) {
  const folders = await readFolders(brandsDir);
  const nodes = nextNodeIds(folders);
  const starter = starterBrandFiles({ name: 'starter', displayName: 'Starter', casinoId: 1, mobileCasinoId: 2, ...nodes });
  const { theme } = JSON.parse(String(starter.get('brand.json'))) as BrandManifest;
  const usedNodeIds = folders.flatMap((folder) =>
    folder.files.flatMap((file) => [...file.text.matchAll(/"marketNodeId"\s*:\s*(\d+)/g)].map((match) => Number(match[1]))),
  );
  return {
    palette: theme.palette,
    fonts: { display: theme.fonts.display.package, body: theme.fonts.body.package, accent: theme.fonts.accent.package },
    installedFonts: await installedFonts(),
    nodes,
    usedNodeIds,
    brands: folders.map((folder) => folder.name),
  };
}

/** A new brand as drafts (see new-brand.ts): nothing is written before Save. */
export async function draftBrand(brandsDir: string, request: NewBrandRequest) {
  const files = await planNewBrand(request, { folders: await readFolders(brandsDir), brandsDir, fonts: await installedFonts() });
  return { files };
}

/** An uploaded image, checked and converted, as a draft; a refusal names the rule it breaks. */
export async function uploadImage(bytes: Uint8Array, purpose: AssetPurpose) {
  const result = await convertUpload(bytes, purpose);
  if (!result.ok) throw new StudioError(422, 'image_refused', result.message);
  return { value: result.draft, width: result.width, height: result.height, extension: result.extension };
}

/**
 * The market file `market add` would write, as a draft: nothing is written until the studio saves it.
 * Its refusals are in plain words, naming the field they concern.
 */
export async function draftMarket(brandsDir: string, options: MarketOptions) {
  const plan = await planMarket({ ...options, brandsDir, displayRoot: DISPLAY_ROOT, load: createStudioEngine().load });
  if (!plan.ok)
    throw new StudioError(
      plan.result.exitCode === 2 ? 400 : 422,
      plan.result.exitCode === 2 ? 'usage' : 'refused',
      plan.result.output,
    );
  return { file: `${DISPLAY_ROOT}/${options.brand}/${plan.relative}`, value: plan.market };
}

/** The market written at once, as `market add` writes it. */
export async function addMarketNow(brandsDir: string, options: MarketOptions) {
  const result = await addMarket({
    ...options,
    brandsDir,
    displayRoot: DISPLAY_ROOT,
    load: createStudioEngine().load,
    formatJson: (value) => formatDocument(value),
  });
  if (result.exitCode !== 0)
    throw new StudioError(result.exitCode === 2 ? 400 : 422, result.exitCode === 2 ? 'usage' : 'refused', result.output);
  const id = options.row ? 'row' : (options.country ?? '').toLowerCase();
  return { file: `${DISPLAY_ROOT}/${options.brand}/markets/${id}.json`, message: result.output };
}
