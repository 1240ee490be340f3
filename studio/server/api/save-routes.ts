import type express from 'express';
import { StudioError } from '../brand-files.ts';
import type { BrandHistory } from '../brand-history.ts';
import type { BrandVersions } from '../brand-versions.ts';
import type { BrandWorkspace, DraftFile } from '../brand-workspace.ts';
import { managerNameOf, type StudioSettingsStore } from '../studio-settings.ts';
import { answerWith, draftsOf, onRoute } from './api-routes.ts';

/** The longest save message kept; the first line is what a log shows. */
const MAX_MESSAGE_LENGTH = 2_000;

export interface SaveParts {
  workspace: BrandWorkspace;
  versions: BrandVersions;
  history: BrandHistory;
  settings: StudioSettingsStore;
}

/** Saves drafts; with versions, as one version by the manager with the message (both needed then). */
async function saveAsVersion({ workspace, versions, history, settings }: SaveParts, drafts: DraftFile[], body: unknown) {
  const { managerName } = await settings.read();
  const keeping = versions.state().available;
  if (keeping && !managerName)
    throw new StudioError(400, 'no_name', 'say who you are once (your name is kept for the next saves), then save');
  const message = String((body as { message?: unknown }).message ?? '')
    .trim()
    .slice(0, MAX_MESSAGE_LENGTH);
  if (keeping && !message) throw new StudioError(400, 'no_message', 'a save needs a message saying what changed');
  const saved = await workspace.save(drafts);
  const commit = keeping ? await history.commit(saved.written, message, managerName as string) : undefined;
  return { ...saved, ...(commit ? { commit } : {}) };
}

/** What a save answers: the files written, how many were unchanged, and the version made, if any. */
export type SaveAnswer = Awaited<ReturnType<typeof saveAsVersion>>;

/** The studio's settings on this computer, with whether saves keep versions. */
async function settingsAnswer({ settings, versions }: Pick<SaveParts, 'settings' | 'versions'>) {
  return { ...(await settings.read()), versions: versions.state() };
}

/** Save, and the settings a save needs (who the manager is): every save is a version with a message. */
export function saveRoutes(api: express.Router, parts: SaveParts) {
  onRoute(
    api,
    'save',
    answerWith((request) => saveAsVersion(parts, draftsOf(request.body), request.body)),
  );
  onRoute(
    api,
    'settings',
    answerWith(() => settingsAnswer(parts)),
  );
  onRoute(
    api,
    'setSettings',
    answerWith(async (request) => {
      const managerName = managerNameOf((request.body as { managerName?: unknown } | undefined)?.managerName);
      if (!managerName) throw new StudioError(400, 'usage', 'a name of up to 80 characters, without < or >, is needed');
      const written = await parts.settings.write({ ...(await parts.settings.read()), managerName });
      return { ...written, versions: parts.versions.state() };
    }),
  );
}
