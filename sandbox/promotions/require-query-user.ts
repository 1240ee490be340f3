import type { RequestHandler } from 'express';
import { bearerToken, sendError, type SandboxState } from '../core/index.ts';

/**
 * Requires a valid user token from the `userToken` query parameter (as the campaigns API takes it) or a
 * bearer header; 401 with 15006 or 15001 otherwise.
 */
export function requireQueryUser(state: SandboxState): RequestHandler {
  return async (req, res, next) => {
    const query = req.query.userToken;
    const token = (typeof query === 'string' && query !== '' ? query : undefined) ?? bearerToken(req);
    const auth = await state.authenticate(token);
    if (!auth.ok) return sendError(res, 401, auth.code, auth.message);
    res.locals.player = auth.player;
    res.locals.session = auth.session;
    next();
  };
}
