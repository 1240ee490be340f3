import type { ErrorRequestHandler, RequestHandler } from 'express';
import { StudioError } from '../brand-files.ts';
import { STUDIO_ROUTES } from '../../shared/studio-routes.ts';

/** Any route the table does not name. */
export const noSuchRoute: RequestHandler = (_request, response) => {
  response.status(404).json({ code: 'not_found', message: 'no such studio API route' });
};

/** A refusal as `{ code, message, …details }` with its status; anything unexpected logged, and said in words. */
export const studioErrors: ErrorRequestHandler = (error, request, response, _next) => {
  if (error instanceof StudioError) {
    response.status(error.status).json({ code: error.code, message: error.message, ...error.details });
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if ((error as { type?: string }).type === 'entity.too.large' && request.path === STUDIO_ROUTES.upload.path) {
    response.status(413).json({ code: 'image_refused', message: 'the file is larger than 8 MB; an image may be 2 MB at most' });
    return;
  }
  if (status && status >= 400 && status < 500) {
    response.status(status).json({ code: 'bad_request', message: 'the request body is not valid JSON or too large' });
    return;
  }
  console.error(error);
  response.status(500).json({ code: 'studio_error', message: 'the studio could not do that; see its terminal' });
};
