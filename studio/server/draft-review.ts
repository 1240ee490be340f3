import type { BrandFolder } from '../../engine/manifest/index.ts';
import { isAssetDraft } from '../shared/asset-draft.ts';
import { describeAsset } from './asset-drafts.ts';
import { DISPLAY_ROOT, type DraftFile } from './brand-files.ts';
import { foldersWithDrafts, type FileContent } from './folders-with-drafts.ts';
import { createStudioEngine } from './studio-engine.ts';

/** The problems the drafts bring: those the brands have with them and had not without them. */
export function problemsBrought(before: readonly BrandFolder[], after: readonly BrandFolder[]) {
  const engine = createStudioEngine();
  const known = new Set(engine.load(before).problems.map((problem) => JSON.stringify(problem)));
  return engine.load(after).problems.filter((problem) => !known.has(JSON.stringify(problem)));
}

/** Problems the brands would have with the drafts applied; only the drafts' brands are reported. */
export async function validateDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  const { after, planned } = await foldersWithDrafts(brandsDir, drafts);
  const { problems } = createStudioEngine().load(after);
  const touched = new Set(planned.map(({ target }) => `${DISPLAY_ROOT}/${target.brand}/`));
  return problems.filter((problem) => [...touched].some((root) => problem.file.startsWith(root)));
}

/**
 * The drafts as the live preview shows them: each file's text (as a save would write it, under the
 * brands folder) when they bring no problem; else the problems, and the preview keeps its last good drafts.
 */
export async function previewDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  const { before, after, planned } = await foldersWithDrafts(brandsDir, drafts);
  const problems = problemsBrought(before, after);
  if (problems.length) return { problems, files: undefined };
  return { problems, files: planned.map(({ target, text }) => ({ relative: `${target.brand}/${target.relative}`, text })) };
}

/** Each draft's file as it is on disk and as Save would write it (null: absent, or removed), for a diff before saving. */
export async function diffDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  const { planned } = await foldersWithDrafts(brandsDir, drafts);
  // An image is named by what it is (its bytes are no lines to compare), and shown by its draft.
  const shown = (content: FileContent | null | undefined, type: string) =>
    content === null || content === undefined ? null : typeof content === 'string' ? content : describeAsset(content, type);
  return planned.map(({ target, draft, current, text }) => {
    const image = isAssetDraft(draft.value) ? draft.value : undefined;
    const type = image?.$asset ?? '';
    return {
      path: target.display,
      before: shown(current, type),
      after: shown(text, type),
      ...(image ? { image: `data:${image.$asset};base64,${image.base64}` } : {}),
    };
  });
}
