import { parseJson } from '../../engine/manifest/index.ts';
import type { PageRecord } from '../../schemas/index.ts';
import { DISPLAY_ROOT, StudioError } from './brand-files.ts';
import type { BrandVersions } from './brand-versions.ts';
import type { BrandWorkspace } from './brand-workspace.ts';
import { loadCanvasData } from './canvas-data.ts';
import { previewCountryOf } from '../shared/page-names.ts';
import { PICTURE_DEVICES, type PictureDevice, type VersionPictures } from '../shared/version-pictures.ts';

/** A commit as a request may name one: a full or short id, nothing else (no `^`, no ref names, no options). */
const COMMIT_ID = /^[0-9a-f]{7,40}$/;

const pageOf = (text: string | undefined) => {
  if (text === undefined) return null;
  const parsed = parseJson(text);
  return parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as PageRecord) : null;
};

/**
 * The before and after of a version of a page, as the editor's canvas draws a page: the site's own
 * components over the brand as it is now. Every input is checked: the file must be one the workspace
 * lists, and the commit one of that file's versions in History, so no request reads another file or
 * revision of the repository.
 */
export function createHistoryPictures({ workspace, versions }: { workspace: BrandWorkspace; versions: BrandVersions }) {
  async function of(display: unknown, commit: unknown, device: unknown = 'phone'): Promise<VersionPictures> {
    if (!PICTURE_DEVICES.includes(device as PictureDevice))
      throw new StudioError(400, 'usage', `the screen is one of ${PICTURE_DEVICES.join(', ')}, got "${String(device)}"`);
    if (typeof commit !== 'string' || !COMMIT_ID.test(commit))
      throw new StudioError(400, 'usage', `a version is named by its commit id (7 to 40 hex digits), got "${String(commit)}"`);
    const state = versions.state();
    if (!state.available) throw new StudioError(409, 'no_versions', `no history: ${state.reason}`);

    const brands = await workspace.brands();
    const brand = brands.find((row) => row.file === display || row.markets.some((market) => market.file === display));
    const page = brands
      .flatMap((row) => row.pages.map((candidate) => ({ row, candidate })))
      .find(({ candidate }) => candidate.file === display);
    if (typeof display !== 'string' || (!brand && !page))
      throw new StudioError(404, 'no_file', `${String(display)} is not a page, brand or market file of the brands folder`);

    const file = display.slice(DISPLAY_ROOT.length + 1);
    const version = (await versions.history(file)).find((candidate) => candidate.commit.startsWith(commit));
    if (!version) throw new StudioError(404, 'no_version', `${display} has no version ${commit} in its history`);
    const known = { file: display, commit: version.commit, date: version.date };
    if (!page) return { kind: 'settings', ...known };

    const [before, after] = await Promise.all([
      versions.textAt(`${version.commit}^`, file),
      versions.textAt(version.commit, file),
    ]);
    const { row, candidate } = page;
    const data = await loadCanvasData(workspace, {
      brand: row.name,
      path: candidate.path ?? '/',
      country: previewCountryOf(candidate, row.pages, row.markets),
      mobile: device === 'phone',
      drafts: [],
    });
    return { kind: 'page', ...known, device: device as PictureDevice, before: pageOf(before), after: pageOf(after), data };
  }

  return { of };
}

export type HistoryPictures = ReturnType<typeof createHistoryPictures>;
