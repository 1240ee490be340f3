import express, { type RequestHandler } from 'express';
import type { BrandHistory } from './brand-history.ts';
import type { BrandVersions } from './brand-versions.ts';
import type { BrandWorkspace } from './brand-workspace.ts';
import type { PreviewSite } from './preview/preview-site.ts';
import { noSuchRoute, studioErrors } from './api/api-errors.ts';
import { brandAdditionRoutes } from './api/brand-addition-routes.ts';
import { brandFileRoutes } from './api/brand-file-routes.ts';
import { canvasRoutes } from './api/canvas-routes.ts';
import { historyRoutes } from './api/history-routes.ts';
import { previewRoutes } from './api/preview-routes.ts';
import { saveRoutes } from './api/save-routes.ts';
import type { StudioSettingsStore } from './studio-settings.ts';

/** A draft save carries whole documents; a few hundred kilobytes is far more than any brand file. */
const BODY_LIMIT = '2mb';

/**
 * Refuses requests a web page elsewhere could make: another Host (DNS rebinding) or another Origin
 * (a cross-site form post). The studio answers its own page only.
 */
export function sameOriginOnly(): RequestHandler {
  return (request, response, next) => {
    const host = request.headers.host ?? '';
    const origin = request.headers.origin;
    const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
    if (!local || (origin !== undefined && origin !== `http://${host}`)) {
      response.status(403).json({ code: 'forbidden', message: 'the studio answers its own page on localhost only' });
      return;
    }
    next();
  };
}

export interface StudioApiParts {
  workspace: BrandWorkspace;
  versions: BrandVersions;
  history: BrandHistory;
  settings: StudioSettingsStore;
  previewSite?: PreviewSite;
}

/**
 * The studio's HTTP API over one brands folder: a part per concern, each registering its named routes
 * (shared/studio-routes.ts) with what it needs, then the answer for any other route and the errors.
 */
export function createStudioApi({ workspace, versions, history, settings, previewSite }: StudioApiParts) {
  const api = express.Router();
  api.use(express.json({ limit: BODY_LIMIT }));
  brandFileRoutes(api, workspace);
  saveRoutes(api, { workspace, versions, history, settings });
  historyRoutes(api, { workspace, versions, history });
  previewRoutes(api, { workspace, previewSite });
  brandAdditionRoutes(api, workspace);
  canvasRoutes(api, workspace);
  api.use(noSuchRoute);
  api.use(studioErrors);
  return api;
}
