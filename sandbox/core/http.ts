import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
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

/** What the platform says for body-parser's errors (by their `type`), instead of the parser's own words. */
const BODY_REASONS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body is in an encoding the platform does not read',
  'charset.unsupported': 'The request body is in a charset the platform does not read',
  'request.aborted': 'The request body did not arrive',
  'request.size.invalid': 'The request body is not the size its headers say',
  'parameters.too.many': 'The request body has too many parameters',
};

/**
 * The sandbox's last error handler: every error answers the platform's JSON error shape with its own
 * 4xx status (body-parser's 400 and 413) or 500, in every NODE_ENV: never Express's HTML page and its
 * stack. A 500 is told to `report`, which may log it.
 */
export function answerErrorsAsJson(report: (error: unknown) => void = () => undefined): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const { status: given, type } = (error ?? {}) as { status?: unknown; type?: unknown };
    const status = Number.isInteger(given) && (given as number) >= 400 && (given as number) <= 599 ? (given as number) : 500;
    if (status >= 500) report(error);
    if (res.headersSent) return void res.destroy();
    const reason = typeof type === 'string' ? BODY_REASONS[type] : undefined;
    sendError(
      res,
      status,
      status,
      status < 500 ? (reason ?? STATUS_CODES[status] ?? 'Bad request') : 'The platform failed to answer',
    );
  };
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
