import { useEffect, useState } from 'react';
import type { Visitor } from './ExplainPanel.tsx';
import { studioClient, type BrandRow, type Draft, type PreviewState, type Problem } from '../common/studio-client.ts';
import { PREVIEW_ENTRY_PATH } from '../../shared/studio-routes.ts';

/** The draft settles a moment before the preview is asked to show it. */
const SETTLE_MS = 300;
/** How often the studio asks whether a starting preview is ready. */
const STARTING_POLL_MS = 1_000;

/** Whether the preview site shows the drafts: still sending them, shown, or kept at the last good ones. */
export type LivePreviewState = 'showing' | 'updating' | 'kept';

/** What a preview's address asks the preview site for. */
export interface PreviewPage {
  brand: string;
  path: string;
  visitor: Visitor;
  wrappedApp: boolean;
  device: 'mobile' | 'desktop';
}

export interface LivePreview {
  preview: PreviewState;
  state: LivePreviewState;
  /** The problems of the draft the preview refused (state `kept`). */
  problems: Problem[];
  /** The address that opens a page of the preview site for a visitor; none while the site starts. */
  entry(page: PreviewPage): string | undefined;
}

/**
 * The studio's preview site, kept showing the unsaved drafts: it waits for the site to start, sends
 * each settled set of drafts, and says whether they are shown or refused (the last good ones stay).
 */
export function useLivePreview(drafts: Draft[], brands: BrandRow[]): LivePreview {
  const [preview, setPreview] = useState<PreviewState>({ state: 'starting' });
  const port = preview.state === 'ready' ? preview.port : undefined;
  // Goes up with each draft the preview shows: a frame's address changes, so it asks for its page again.
  const [revision, setRevision] = useState(0);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [state, setState] = useState<LivePreviewState>('showing');

  useEffect(() => {
    if (preview.state !== 'starting') return;
    const timer = setTimeout(
      () =>
        void studioClient
          .previewState()
          .then(setPreview, (error: unknown) =>
            setPreview({ state: 'failed', message: `the studio does not answer (${String(error)})` }),
          ),
      STARTING_POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [preview]);

  useEffect(() => {
    if (!port) return;
    let live = true;
    setState('updating');
    const timer = setTimeout(() => {
      studioClient.preview(drafts).then(
        (answer) => {
          if (!live) return;
          setProblems(answer.problems);
          setState(answer.applied ? 'showing' : 'kept');
          if (answer.applied) setRevision((current) => current + 1);
        },
        () => live && setState('kept'),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, drafts, brands]);

  const entry = ({ brand, path, visitor, wrappedApp, device }: PreviewPage) => {
    if (!port) return undefined;
    const query = new URLSearchParams({
      brand,
      // A page for many addresses (a game's, a post's) is previewed at the brand's lobby.
      path: /\{id\}/.test(path) ? '/' : path,
      country: visitor.country,
      login: visitor.loggedIn ? '1' : '0',
      app: wrappedApp ? '1' : '0',
      device,
      revision: String(revision),
    });
    return `http://${window.location.hostname}:${port}${PREVIEW_ENTRY_PATH}?${query}`;
  };
  return { preview, state, problems, entry };
}
