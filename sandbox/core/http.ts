import type { Request, RequestHandler, Response } from 'express';
import type { Player } from './players.ts';
import type { SandboxState, Session } from './sandbox-state.ts';

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/** The platform's error shape: a status and a body with a numeric code and a message. */
export function sendError(res: Response, status: number, code: number, message: string) {
  res.status(status).json({ code, message });
}

export interface AuthenticatedLocals {
  player: Player;
  session: Session;
}

/**
 * Requires a valid user token, from the bearer header or (as the games service takes it) the body's
 * userToken or the X-UserToken header. 401 with 15006 or 15001 otherwise.
 */
export function requireUser(state: SandboxState): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req) ?? (req.body as { userToken?: string } | undefined)?.userToken ?? req.get('x-usertoken');
    const auth = await state.authenticate(token);
    if (!auth.ok) return sendError(res, 401, auth.code, auth.message);
    res.locals.player = auth.player;
    res.locals.session = auth.session;
    next();
  };
}
