import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { describeChanges, suggestMessage } from '../../shared/change-words.ts';
import {
  studioClient,
  StudioRefusal,
  type Draft,
  type FileDiff,
  type OpenedFile,
  type Problem,
  type SettingsAnswer,
} from '../common/studio-client.ts';

interface SaveFlowParts {
  draftList: Draft[];
  opened: Record<string, OpenedFile>;
  setOpened: Dispatch<SetStateAction<Record<string, OpenedFile>>>;
  setDrafts: Dispatch<SetStateAction<Record<string, unknown>>>;
  setProblems: (problems: Problem[]) => void;
  setStatus: (status: string) => void;
  /** A draft's file named for people, for the suggested message. */
  nameOfFile: (path: string, draftValue: unknown) => string;
  /** Reads the brands again once a save lands. */
  refresh: () => Promise<unknown>;
  /** Called with the files a save removed: the screen showing one of them closes. */
  onRemoved: (files: string[]) => void;
}

/**
 * Save: the review of every draft's diff with a suggested message, then the save itself, after which
 * the saved documents are opened again at their new version and the drafts are gone.
 */
export function useSaveFlow(parts: SaveFlowParts) {
  const { draftList, opened, setOpened, setDrafts, setProblems, setStatus, nameOfFile, refresh, onRemoved } = parts;
  const [review, setReview] = useState<{ files: FileDiff[]; suggestion: string }>();
  const [settings, setSettings] = useState<SettingsAnswer>({ versions: { available: false, reason: 'reading…' } });
  const [savedAt, setSavedAt] = useState(0);
  useEffect(() => {
    void studioClient.settings().then(setSettings);
  }, []);

  async function reviewSave() {
    setStatus('');
    try {
      const files = await studioClient.diff(draftList);
      const suggestion = suggestMessage(
        draftList.map((draft) => ({
          name: nameOfFile(draft.path, draft.value),
          changes: describeChanges(draft.baseVersion === null ? null : opened[draft.path]?.value, draft.value),
        })),
      );
      setReview({ files, suggestion });
    } catch (error) {
      setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function save(message: string, managerName: string | undefined) {
    setReview(undefined);
    setStatus('Saving…');
    try {
      if (managerName) setSettings(await studioClient.setManagerName(managerName));
      const saved = await studioClient.save(draftList, message);
      const removed = draftList.filter((draft) => draft.value === null).map((draft) => draft.path);
      // Documents are opened again at their saved version; images are not documents.
      const reopened = await Promise.all(
        saved.written.filter((file) => !removed.includes(file) && file.endsWith('.json')).map((file) => studioClient.open(file)),
      );
      setOpened((all) => ({
        ...Object.fromEntries(Object.entries(all).filter(([path]) => !removed.includes(path) && path.endsWith('.json'))),
        ...Object.fromEntries(reopened.map((file) => [file.path, file])),
      }));
      onRemoved(removed);
      setDrafts({});
      setStatus(
        `Saved ${saved.written.length} file${saved.written.length === 1 ? '' : 's'}${saved.written.length ? `: ${saved.written.join(', ')}` : ''}`,
      );
      setSavedAt(Date.now());
      await refresh();
    } catch (error) {
      setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StudioRefusal && error.problems.length) setProblems(error.problems);
    }
  }

  return { review, closeReview: () => setReview(undefined), settings, savedAt, reviewSave, save };
}
