import { useEffect, useMemo, useState } from 'react';
import { readStoredDrafts, writeStoredDrafts } from './stored-drafts.ts';
import { studioClient, type Draft, type OpenedFile, type Problem } from '../common/studio-client.ts';

/** Drafts kept from before a reload: their values, and the versions they were opened at (a file changed since is not overwritten). */
const restored = readStoredDrafts(window.localStorage);

/**
 * The files opened and the drafts made of them: kept over a reload, asked about before leaving the
 * page, and checked by the studio as they change (the problems).
 */
export function useStudioDrafts() {
  const [opened, setOpened] = useState<Record<string, OpenedFile>>(() =>
    Object.fromEntries(
      Object.entries(restored).map(([path, draft]) => [path, { path, text: '', value: draft.value, version: draft.baseVersion }]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(Object.entries(restored).map(([path, draft]) => [path, draft.value])),
  );
  const [problems, setProblems] = useState<Problem[]>([]);
  const draftList: Draft[] = useMemo(
    () => Object.entries(drafts).map(([path, value]) => ({ path, value, baseVersion: opened[path]?.version ?? null })),
    [drafts, opened],
  );
  // Drafts survive a reload; leaving the page with drafts asks first.
  useEffect(() => {
    writeStoredDrafts(
      window.localStorage,
      Object.fromEntries(draftList.map((draft) => [draft.path, { value: draft.value, baseVersion: draft.baseVersion }])),
    );
    if (!draftList.length) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [draftList]);
  useEffect(() => {
    if (!draftList.length) return setProblems([]);
    let live = true;
    studioClient.validate(draftList).then(
      (found) => live && setProblems(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draftList]);

  /** New files (a new brand's, an added market) as drafts, opened as never saved. */
  function addNewFiles(files: readonly { path: string; value: unknown }[]) {
    setOpened((all) => ({
      ...all,
      ...Object.fromEntries(
        files.map((draft) => [draft.path, { path: draft.path, text: '', value: draft.value, version: null }]),
      ),
    }));
    setDrafts((all) => ({ ...all, ...Object.fromEntries(files.map((draft) => [draft.path, draft.value])) }));
  }

  return { opened, setOpened, drafts, setDrafts, draftList, problems, setProblems, addNewFiles };
}
