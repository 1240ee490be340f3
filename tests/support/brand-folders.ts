import path from 'node:path';
import { readBrandFolders, readRulebookFiles } from '../../engine/brand-files/index.ts';
import { componentCatalog } from '../../components/index.ts';
import { createComponentRecordReview } from '../../engine/compose/index.ts';
import { createSchemaValidator, loadBrands, type BrandFolder, type LoadedBrand } from '../../engine/manifest/index.ts';

export const REPO_BRANDS_DIR = path.resolve(import.meta.dirname, '../../brands');
export const REPO_RULEBOOKS_DIR = path.resolve(import.meta.dirname, '../../rulebooks');

/** The repository's rulebooks, as the loader takes them. */
export const readRepoRulebooks = () => readRulebookFiles(REPO_RULEBOOKS_DIR);

/** The repository's brand folders, read fresh for each caller so a test may change its copy. */
export const readRepoBrandFolders = () => readBrandFolders(REPO_BRANDS_DIR, 'brands');

/** The repository's brands, loaded and checked as the site loads them, by name. */
export async function loadRepoBrands(): Promise<Map<string, LoadedBrand>> {
  const { brands } = loadBrands(await readRepoBrandFolders(), {
    validator: createSchemaValidator(),
    reviewComponent: createComponentRecordReview(componentCatalog),
    rulebooks: readRepoRulebooks(),
  });
  return new Map(brands.map((brand) => [brand.name, brand]));
}

// Tests reach into manifests freely; the loader under test is what checks their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A copy of the folders in which one brand's JSON file is changed, added (absent before) or replaced by raw text. */
export function changeFile(
  folders: readonly BrandFolder[],
  brand: string,
  relative: string,
  change: ((json: Json) => Json | void) | string,
): BrandFolder[] {
  return folders.map((folder) => {
    if (folder.name !== brand) return folder;
    const existing = folder.files.find((file) => file.relative === relative);
    let text: string;
    if (typeof change === 'string') text = change;
    else {
      const json = structuredClone(existing ? (JSON.parse(existing.text) as Json) : {});
      text = JSON.stringify(change(json) ?? json);
    }
    const files = existing
      ? folder.files.map((file) => (file.relative === relative ? { relative, text } : file))
      : [...folder.files, { relative, text }];
    return { ...folder, files };
  });
}

export function removeFile(folders: readonly BrandFolder[], brand: string, relative: string): BrandFolder[] {
  return folders.map((folder) =>
    folder.name === brand ? { ...folder, files: folder.files.filter((file) => file.relative !== relative) } : folder,
  );
}
