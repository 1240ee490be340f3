import { readFile } from 'node:fs/promises';
import { readBrandFolders, withPlannedFiles } from '../../engine/brand-files/index.ts';
import { brandNameProblem, parseJson, type BrandFolder } from '../../engine/manifest/index.ts';
import { isAssetDraft } from '../shared/asset-draft.ts';
import { bytesOfAsset } from './asset-drafts.ts';
import {
  DISPLAY_ROOT,
  formatDocument,
  resolveBrandFile,
  StudioError,
  withSchemaKept,
  type BrandFilePath,
  type DraftFile,
} from './brand-files.ts';

/** A file's content: a JSON document's text, or an image's bytes. */
export type FileContent = string | Buffer;

/** A draft as a save would write it: its file, its content on disk, and its new content (null: removed). */
export interface PlannedFile {
  target: BrandFilePath;
  draft: DraftFile;
  current: FileContent | undefined;
  text: FileContent | null;
}

/** The brand folders as they are on disk. */
export const readFolders = (brandsDir: string) => readBrandFolders(brandsDir, DISPLAY_ROOT);

/** Each draft as a save would write it; a file named twice is refused. */
export async function planDrafts(
  brandsDir: string,
  folders: readonly BrandFolder[],
  drafts: readonly DraftFile[],
): Promise<PlannedFile[]> {
  const seen = new Set<string>();
  return Promise.all(
    drafts.map(async (draft) => {
      const asset = isAssetDraft(draft.value);
      const target = await resolveBrandFile(brandsDir, draft.path, { asset });
      if (seen.has(target.display)) throw new StudioError(400, 'duplicate_file', `${target.display} is in the save twice`);
      seen.add(target.display);
      if (isAssetDraft(draft.value)) {
        // An image: its bytes; the same bytes as on disk are not written again.
        const bytes = bytesOfAsset(draft.value);
        const onDisk = await readFile(target.absolute).catch(() => undefined);
        return { target, draft, current: onDisk, text: onDisk?.equals(bytes) ? onDisk : bytes };
      }
      const folder = folders.find((candidate) => candidate.name === target.brand);
      const current = folder?.files.find((file) => file.relative === target.relative)?.text;
      // A draft of null removes the file (a market taken out).
      if (draft.value === null) return { target, draft, current, text: null };
      const previous = current === undefined ? undefined : parseJson(current);
      const value = withSchemaKept(draft.value, previous?.ok ? previous.value : undefined);
      // A document whose content did not change keeps its bytes: it is not rewritten.
      const same = previous?.ok && JSON.stringify(previous.value) === JSON.stringify(value);
      const text = same && current !== undefined ? current : await formatDocument(value, current);
      return { target, draft, current, text };
    }),
  );
}

/** The folders as they would be with the drafts applied (nothing written), the folders before, and the plan. */
export async function foldersWithDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  const onDisk = await readFolders(brandsDir);
  const planned = await planDrafts(brandsDir, onDisk, drafts);
  const byBrand = new Map<string, Map<string, FileContent | null>>();
  for (const { target, text } of planned) {
    const files = byBrand.get(target.brand) ?? new Map<string, FileContent | null>();
    files.set(target.relative, text);
    byBrand.set(target.brand, files);
  }
  // A brand not on disk yet is a new brand's drafts (its brand.json among them): an empty folder they fill.
  const added: BrandFolder[] = [];
  for (const [brand, files] of byBrand)
    if (!onDisk.some((folder) => folder.name === brand)) {
      if (!files.get('brand.json')) throw new StudioError(404, 'no_brand', `no brand "${brand}" in ${DISPLAY_ROOT}/`);
      const badName = brandNameProblem(brand);
      if (badName) throw new StudioError(400, 'usage', badName);
      added.push({ name: brand, root: `${DISPLAY_ROOT}/${brand}`, files: [], assets: [] });
    }
  const after = [...onDisk, ...added].map((folder) => {
    const files = byBrand.get(folder.name);
    if (!files) return folder;
    const written = new Map([...files].filter((entry): entry is [string, FileContent] => entry[1] !== null));
    const removed = new Set([...files].filter(([, text]) => text === null).map(([relative]) => relative));
    const kept = {
      ...folder,
      files: folder.files.filter((file) => !removed.has(file.relative)),
      assets: folder.assets.filter((asset) => !removed.has(asset)),
    };
    return withPlannedFiles(kept, written);
  });
  return { before: onDisk, after, planned };
}
