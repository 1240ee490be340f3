import type { AssetPurpose } from './asset-upload.ts';
import { addMarketNow, draftBrand, draftMarket, newBrandDefaults, uploadImage, type MarketOptions } from './brand-additions.ts';
import type { DraftFile } from './brand-files.ts';
import { brandRowsOf, openDocument, readImage } from './brand-rows.ts';
import { diffDrafts, previewDrafts, validateDrafts } from './draft-review.ts';
import { explainWithDrafts, loadWithDrafts, type ExplainRequest } from './explain-drafts.ts';
import { readFolders } from './folders-with-drafts.ts';
import type { NewBrandRequest } from './new-brand.ts';
import { readMarketLanguages, type MarketLanguagesRequest } from './read-market-languages.ts';
import { saveDrafts } from './save-drafts.ts';
import { STUDIO_MESSAGES_DIR, studioRulebooks } from './studio-engine.ts';

export type { BrandRow, MarketCell, PageRow } from './brand-rows.ts';
export type { DraftFile, ExplainRequest };

interface BrandWorkspaceOptions {
  brandsDir: string;
  /** The site's messages/<language>/<area>.json; the repository's by default. */
  messagesDir?: string;
}

/**
 * The brands folder the studio edits: the CLI's validation, its market command and its explain, over
 * drafts. Each operation is a plain function of the folder, in the module of its concern: reading
 * brands (brand-rows.ts), drafts applied (folders-with-drafts.ts, draft-review.ts), saving
 * (save-drafts.ts), explain (explain-drafts.ts), new brands and markets (brand-additions.ts), a
 * market's languages (read-market-languages.ts) against the site's strings in `messagesDir`.
 */
export function createBrandWorkspace({ brandsDir, messagesDir = STUDIO_MESSAGES_DIR }: BrandWorkspaceOptions) {
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
    languages: (request: MarketLanguagesRequest) => readMarketLanguages(brandsDir, messagesDir, request),
  };
}

export type BrandWorkspace = ReturnType<typeof createBrandWorkspace>;
