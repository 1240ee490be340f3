import type express from 'express';
import type { BrandHistory } from '../brand-history.ts';
import type { BrandVersions } from '../brand-versions.ts';
import type { BrandWorkspace } from '../brand-workspace.ts';
import { createHistoryPictures } from '../history-pictures.ts';
import { answerWith, onRoute } from './api-routes.ts';

/** A file's History: its versions, one version's document, and a page's pictures before and after. */
export function historyRoutes(
  api: express.Router,
  { workspace, versions, history }: { workspace: BrandWorkspace; versions: BrandVersions; history: BrandHistory },
) {
  onRoute(
    api,
    'history',
    answerWith((request) => history.of(request.query.path)),
  );
  onRoute(
    api,
    'version',
    answerWith((request) => history.at(request.query.path, request.query.commit)),
  );
  // A version of a page before and after, for History's pictures: only a listed file and one of its versions.
  const pictures = createHistoryPictures({ workspace, versions });
  onRoute(
    api,
    'pictures',
    answerWith((request) => pictures.of(request.query.path, request.query.commit, request.query.device ?? 'phone')),
  );
}
