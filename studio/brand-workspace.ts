import type { AssetPurpose } from './asset-upload.ts';
import { addMarketNow, draftBrand, draftMarket, newBrandDefaults, uploadImage, type MarketOptions } from './brand-additions.ts';
import type { DraftFile } from './brand-files.ts';
import { brandRowsOf, openDocument, readImage } from './brand-rows.ts';
import { diffDrafts, previewDrafts, validateDrafts } from './draft-review.ts';
import { explainWithDrafts, loadWithDrafts, type ExplainRequest } from './explain-drafts.ts';
import { readFolders } from './folders-with-drafts.ts';
import type { NewBrandRequest } from './new-brand.ts';
import { saveDrafts } from './save-drafts.ts';
import { studioRulebooks } from './studio-engine.ts';

export type { BrandRow, MarketCell, PageRow } from './brand-rows.ts';
export type { DraftFile, ExplainRequest };

/**
 * The brands folder the studio edits: the CLI's validation, its market command and its explain, over
 * drafts. Each operation is a plain function of the folder, in the module of its concern: reading
 * brands (brand-rows.ts), drafts applied (folders-with-drafts.ts, draft-review.ts), saving
 * (save-drafts.ts), explain (explain-drafts.ts), new brands and markets (brand-additions.ts).
 */
export function createBrandWorkspace({ brandsDir }: { brandsDir: string }) {
  return {
    brands: async () => brandRowsOf(await readFolders(brandsDir)),
    open: (display: unknown) => openDocument(brandsDir, display),
    image: (display: unknown) => readImage(brandsDir, display),
    validate: (drafts: readonly DraftFile[]) => validateDrafts(brandsDir, drafts),
    save: (drafts: readonly DraftFile[]) => saveDrafts(brandsDir, drafts),
    preview: (drafts: readonly DraftFile[]) => previewDrafts(brandsDir, drafts),
    diff: (drafts: readonly DraftFile[]) => diffDrafts(brandsDir, drafts),
    draftMarket: (options: MarketOptions) => draftMarket(brandsDir, options),
    addMarket: (options: MarketOptions) => addMarketNow(brandsDir, options),
    explain: (request: ExplainRequest) => explainWithDrafts(brandsDir, request),
    loadWith: (drafts: readonly DraftFile[]) => loadWithDrafts(brandsDir, drafts),
    draftBrand: (request: NewBrandRequest) => draftBrand(brandsDir, request),
    upload: (bytes: Uint8Array, purpose: AssetPurpose) => uploadImage(bytes, purpose),
    newBrandDefaults: () => newBrandDefaults(brandsDir),
    rulebooks: async () => studioRulebooks(),
  };
}

export type BrandWorkspace = ReturnType<typeof createBrandWorkspace>;
