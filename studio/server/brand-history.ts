import { parseJson } from '../../engine/manifest/index.ts';
import { DISPLAY_ROOT, StudioError, resolveBrandFile } from './brand-files.ts';
import type { BrandVersions, HistoryEntry } from './brand-versions.ts';
import { describeChanges } from '../shared/change-words.ts';

const valueOf = (text: string | undefined) => {
  if (text === undefined) return null;
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : null;
};

/** The History of the brands folder's files, read from their versions (brand-versions.ts). */
export function createBrandHistory({ brandsDir, versions }: { brandsDir: string; versions: BrandVersions }) {
  /** `brands/hippodrome/content/lobby.json` → `hippodrome/content/lobby.json`, checked as every studio path is. */
  const inside = async (display: unknown) => {
    const target = await resolveBrandFile(brandsDir, display);
    return `${target.brand}/${target.relative}`;
  };

  /** The file's versions, newest first, each with its changes from the version before it. */
  async function of(display: unknown): Promise<{ versions: HistoryEntry[] } & ReturnType<BrandVersions['state']>> {
    const state = versions.state();
    if (!state.available) return { ...state, versions: [] };
    const file = await inside(display);
    const list = await versions.history(file);
    const texts = await Promise.all(list.map((version) => versions.textAt(version.commit, file)));
    const oldest = list.at(-1);
    const beforeOldest = oldest ? await versions.textAt(`${oldest.commit}^`, file) : undefined;
    return {
      ...state,
      versions: list.map((version, index) => ({
        ...version,
        changes: describeChanges(valueOf(index + 1 < list.length ? texts[index + 1] : beforeOldest), valueOf(texts[index])),
      })),
    };
  }

  /** The file's document at a version: what Restore makes a draft of. */
  async function at(display: unknown, commit: unknown) {
    const file = await inside(display);
    const text = typeof commit === 'string' ? await versions.textAt(commit, file) : undefined;
    if (text === undefined) throw new StudioError(404, 'no_version', `${DISPLAY_ROOT}/${file} has no version ${String(commit)}`);
    return { path: `${DISPLAY_ROOT}/${file}`, commit: String(commit), value: valueOf(text) };
  }

  /** Commits the files a save wrote (display paths) as one version by the manager. */
  function commit(written: readonly string[], message: string, author: string) {
    // The workspace names what it wrote (documents and images alike) under brands/.
    const files = written.map((display) => display.slice(DISPLAY_ROOT.length + 1));
    return versions.commit(files, message, author);
  }

  return { of, at, commit };
}

export type BrandHistory = ReturnType<typeof createBrandHistory>;
