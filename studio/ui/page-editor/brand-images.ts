import { isAssetDraft } from '../../shared/asset-draft.ts';
import { studioUrl } from '../../shared/studio-routes.ts';
import type { AssetDraft, BrandRow } from '../common/studio-client.ts';

/** A picture an image field can name: its value (`assets/hero/lobby.jpg`) and where the page shows it from. */
export interface BrandImage {
  path: string;
  src: string;
  /** Uploaded, not yet saved. */
  draft: boolean;
}

/**
 * The brand's pictures as the drafts leave them: those on disk (less any a draft removes), then the
 * uploads waiting for Save, shown from their bytes.
 */
export function brandImages(brand: Pick<BrandRow, 'name' | 'images'>, drafts: Readonly<Record<string, unknown>>): BrandImage[] {
  const folder = `brands/${brand.name}/`;
  const onDisk = brand.images
    .filter((path) => drafts[`${folder}${path}`] !== null)
    .map((path) => ({ path, src: studioUrl('image', { query: { path: `${folder}${path}` } }), draft: false }));
  const uploaded = Object.entries(drafts)
    .filter(([file, value]) => file.startsWith(`${folder}assets/`) && isAssetDraft(value))
    .map(([file, value]) => {
      const { $asset, base64 } = value as AssetDraft;
      return { path: file.slice(folder.length), src: `data:${$asset};base64,${base64}`, draft: true };
    })
    .filter((image) => !brand.images.includes(image.path));
  return [...onDisk, ...uploaded].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Where an upload goes: `assets/uploads/<its name, plainly>.<extension>`, numbered when the name is taken,
 * so an upload never replaces a picture a page already shows.
 */
export function uploadPath(fileName: string, extension: string, taken: readonly string[]): string {
  const stem =
    fileName
      .replace(/^.*[/\\]/, '')
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image';
  for (let n = 1; ; n++) {
    const path = `assets/uploads/${n === 1 ? stem : `${stem}-${n}`}.${extension}`;
    if (!taken.includes(path)) return path;
  }
}
