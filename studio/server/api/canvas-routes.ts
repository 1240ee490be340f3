import type express from 'express';
import type { BrandWorkspace, DraftFile, ExplainRequest } from '../brand-workspace.ts';
import { loadCanvasData, type CanvasRequest } from '../canvas-data.ts';
import { answerWith, draftsOf, fieldsOf, onRoute, optionalString } from './api-routes.ts';

/** A request as the page sends it: the drafts as `files`, every other field as the server takes it. */
type WithFiles<Request extends { drafts?: DraftFile[] }> = Omit<Request, 'drafts' | 'mobile'> & {
  mobile?: boolean;
  files: Required<DraftFile>[];
};
/** What the page asks the canvas's page data for. */
export type CanvasBody = WithFiles<CanvasRequest>;
/** What the page asks Explain about. */
export type ExplainBody = WithFiles<ExplainRequest>;

const canvasRequestOf = (body: unknown): CanvasRequest => {
  const fields = fieldsOf(body);
  return {
    brand: String(fields.brand),
    path: typeof fields.path === 'string' ? fields.path : '/',
    country: optionalString(fields.country),
    mobile: fields.mobile === true,
    drafts: fields.files === undefined ? [] : draftsOf(fields),
  };
};

const explainRequestOf = (body: unknown): ExplainRequest => {
  const fields = fieldsOf(body);
  return {
    brand: String(fields.brand),
    path: String(fields.path),
    country: optionalString(fields.country),
    loggedIn: fields.loggedIn === true,
    mobile: fields.mobile === true,
    drafts: fields.files === undefined ? [] : draftsOf(fields),
  };
};

/** A page drawn over the drafts: the canvas's page data, and Explain's reasons for one visitor. */
export function canvasRoutes(api: express.Router, workspace: BrandWorkspace) {
  // The page data the canvas renders the brand's components with, over the drafts.
  onRoute(
    api,
    'canvasData',
    answerWith((request) => loadCanvasData(workspace, canvasRequestOf(request.body))),
  );
  onRoute(
    api,
    'explain',
    answerWith((request) => workspace.explain(explainRequestOf(request.body))),
  );
}
