import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StudioError, versionOf, type BrandFilePath, type DraftFile } from './brand-files.ts';
import { problemsBrought } from './draft-review.ts';
import { foldersWithDrafts, type FileContent } from './folders-with-drafts.ts';

/**
 * Saves the drafts all together or not at all: every file must be as it was when opened, and the
 * brands must have no problem the drafts bring; unchanged files are not written.
 */
export async function saveDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  if (!drafts.length) throw new StudioError(400, 'nothing_to_save', 'the save names no file');
  const { before, after, planned } = await foldersWithDrafts(brandsDir, drafts);
  const conflicts = planned.filter(
    ({ draft, current }) => draft.baseVersion !== undefined && draft.baseVersion !== versionOf(current),
  );
  if (conflicts.length)
    throw new StudioError(
      409,
      'changed_on_disk',
      `changed on disk since it was opened: ${conflicts.map(({ target }) => target.display).join(', ')}; reopen it, nothing was written`,
      { files: conflicts.map(({ target }) => target.display) },
    );
  const brought = problemsBrought(before, after);
  if (brought.length)
    throw new StudioError(422, 'invalid', `${brought.length} problem${brought.length === 1 ? '' : 's'}; nothing was written`, {
      problems: brought,
    });
  const changed = planned.filter(({ current, text }) => current !== text);
  await writeAll(changed.map(({ target, text, current }) => ({ target, text, previous: current })));
  return { written: changed.map(({ target }) => target.display), unchanged: planned.length - changed.length };
}

/**
 * Writes every file beside its target first, then renames (a removed file goes last); on any failure
 * the files written or removed are put back.
 */
async function writeAll(files: { target: BrandFilePath; text: FileContent | null; previous: FileContent | undefined }[]) {
  const staged: string[] = [];
  const done: (typeof files)[number][] = [];
  const writes = files.filter((file) => file.text !== null);
  const removals = files.filter((file) => file.text === null);
  try {
    for (const file of writes) {
      const temporary = `${file.target.absolute}.studio-${process.pid}.tmp`;
      await mkdir(path.dirname(file.target.absolute), { recursive: true });
      await writeFile(temporary, file.text as FileContent);
      staged.push(temporary);
    }
    for (const [index, file] of writes.entries()) {
      await rename(staged[index] as string, file.target.absolute);
      done.push(file);
    }
    for (const file of removals) {
      await rm(file.target.absolute, { force: true });
      done.push(file);
    }
  } catch (error) {
    await Promise.all(staged.map((temporary) => rm(temporary, { force: true })));
    for (const file of done) {
      if (file.previous === undefined) await rm(file.target.absolute, { force: true });
      else await writeFile(file.target.absolute, file.previous);
    }
    throw error;
  }
}
