import type { Request, RequestHandler, Router } from 'express';
import { StudioError } from '../brand-files.ts';
import type { DraftFile } from '../brand-workspace.ts';
import { STUDIO_ROUTES, type StudioRouteName } from '../../shared/studio-routes.ts';

/** Registers a named route of the studio's table (studio-routes.ts) on a router, with its method and path. */
export function onRoute(router: Router, name: StudioRouteName, ...handlers: RequestHandler[]) {
  const { method, path } = STUDIO_ROUTES[name];
  if (method === 'GET') router.get(path, ...handlers);
  else if (method === 'POST') router.post(path, ...handlers);
  else router.put(path, ...handlers);
}

/** A handler that answers the work's result as JSON, or passes its error to the API's error handler. */
export const answerWith =
  (work: (request: Request) => Promise<unknown>, status = 200): RequestHandler =>
  (request, response, next) => {
    work(request).then((body) => response.status(status).json(body), next);
  };

/** The drafts a request's body carries: `{ files: [{ path, value, baseVersion }] }`. */
export const draftsOf = (body: unknown): DraftFile[] => {
  const files = (body as { files?: unknown } | undefined)?.files;
  if (!Array.isArray(files) || files.some((file) => !file || typeof file !== 'object' || typeof file.path !== 'string'))
    throw new StudioError(400, 'bad_request', 'the body is { files: [{ path, value, baseVersion }] }');
  return files as DraftFile[];
};

/** A text field of a body, or undefined when it is absent or empty. */
export const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A request's body as fields, whatever was sent. */
export const fieldsOf = (body: unknown) => (body ?? {}) as Record<string, unknown>;
