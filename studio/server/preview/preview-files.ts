import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandReloads } from './preview-processes.ts';
import type { PreviewRun, PreviewText } from './preview-run.ts';

/** How long a draft may take to reach both the preview's platform and site. */
const RELOAD_TIMEOUT_MS = 15_000;
/** How often the processes are asked whether they read a draft: their reload waits 150 ms for more changes first. */
const RELOAD_POLL_MS = 100;

export interface PreviewFile {
  /** The file under the brands folder (`hippodrome/content/lobby.json`). */
  relative: string;
  /** Its text (an image: its bytes) as the draft would save it; null: the draft removes it. */
  text: PreviewText;
}

/** Whether a file's previewed content is the same as another's (texts, or image bytes). */
function sameContent(a: PreviewText | undefined, b: PreviewText | undefined) {
  if (typeof a === 'string' || typeof b === 'string' || !a || !b) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

/** A file or folder under the brands folder whose name starts with a dot (its `.git` versions): never previewed. */
export const isHidden = (dir: string, file: string) =>
  path
    .relative(dir, file)
    .split(path.sep)
    .some((segment) => segment.startsWith('.') && segment !== '..');

/** Every file under a folder, by its path relative to it (`hippodrome/markets/gb.json`), hidden ones left out. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !isHidden(dir, path.join(entry.parentPath, entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The brands folder copied to a scratch folder of the run: the one the preview's processes read and the drafts go to. */
export async function copyBrands(run: PreviewRun, brandsDir: string) {
  run.scratch = await mkdtemp(path.join(tmpdir(), 'croupier-studio-preview-'));
  const previewBrands = path.join(run.scratch, 'brands');
  await cp(brandsDir, previewBrands, { recursive: true, filter: (source) => !isHidden(brandsDir, source) });
  return previewBrands;
}

/**
 * What the preview's copy must change to show these drafts over the brands folder as it is now: the
 * drafts changed since they were last shown, every other file as the folder holds it (a draft dropped
 * since, a save, a market or a whole brand added on disk, its assets too), and the files gone from it.
 */
async function changesToShow(run: PreviewRun, brandsDir: string, previewBrands: string, next: Map<string, PreviewText>) {
  const writes: [string, string | Uint8Array][] = [];
  const gone: string[] = [];
  for (const [relative, text] of next)
    if (!sameContent(run.shown.get(relative), text)) {
      if (text === null) gone.push(relative);
      else writes.push([relative, text]);
    }
  const onDiskFiles = await filesUnder(brandsDir);
  for (const relative of onDiskFiles) {
    if (next.has(relative)) continue;
    const [onDisk, previewed] = await Promise.all([
      readFile(path.join(brandsDir, relative)),
      readFile(path.join(previewBrands, relative)).catch(() => undefined),
    ]);
    if (!previewed || !onDisk.equals(previewed)) writes.push([relative, onDisk]);
  }
  for (const relative of await filesUnder(previewBrands))
    if (!next.has(relative) && !onDiskFiles.includes(relative)) gone.push(relative);
  return { writes, gone };
}

/** Waits until both the platform (the CMS) and the site have read brands again since `before`, as their endpoints say. */
async function waitForReload(run: PreviewRun, before: { sandbox: number; site: number }) {
  const deadline = Date.now() + RELOAD_TIMEOUT_MS;
  for (;;) {
    const now = await brandReloads(run);
    if (now.sandbox > before.sandbox && now.site > before.site) return;
    run.throwIfOver();
    if (Date.now() > deadline) throw new Error(`the preview did not read the draft within ${RELOAD_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, RELOAD_POLL_MS));
  }
}

/** Shows these drafts (and no earlier ones) in the preview's copy: resolves once its platform and site both read them. */
export async function showDrafts(run: PreviewRun, brandsDir: string, previewBrands: string, files: readonly PreviewFile[]) {
  const next = new Map(files.map((file) => [file.relative, file.text]));
  const { writes, gone } = await changesToShow(run, brandsDir, previewBrands, next);
  run.shown = next;
  if (!writes.length && !gone.length) return;
  const before = await brandReloads(run);
  await Promise.all([
    ...writes.map(async ([relative, text]) => {
      await mkdir(path.dirname(path.join(previewBrands, relative)), { recursive: true });
      await writeFile(path.join(previewBrands, relative), text);
    }),
    ...gone.map((relative) => rm(path.join(previewBrands, relative), { force: true })),
  ]);
  await waitForReload(run, before);
}
