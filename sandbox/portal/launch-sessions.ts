import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Player, SandboxState, Session } from '../core/index.ts';

/** How long a cashier or portal window stays usable after the player's last action in it. */
export const LAUNCH_SESSION_IDLE_MS = 30 * 60 * 1000;

/** The hidden form field that carries the window's session when the browser withholds the cookie. */
export const SESSION_FIELD = 'session';

export interface LaunchSession {
  id: string;
  player: Player;
  session: Session;
}

/** The launch token of a query: the platform takes `launchToken`, the site normalises it to `LaunchToken`. */
export function launchTokenOf(req: Request): string | undefined {
  const token = req.query.launchToken ?? req.query.LaunchToken;
  return typeof token === 'string' && token ? token : undefined;
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Windows opened with a launch token (cashier, player portal): the token is spent once, then an opaque
 * id in an HttpOnly cookie (or, inside a cross-site frame where the cookie is withheld, a hidden form
 * field) keeps the window signed in while the platform session lives.
 */
export function createLaunchSessions({ state, cookieName }: { state: SandboxState; cookieName: string }) {
  const windows = new Map<string, { userId: number; sessionId: number; lastSeen: number }>();

  function forget(expired: (lastSeen: number) => boolean) {
    for (const [id, window] of windows) if (expired(window.lastSeen)) windows.delete(id);
  }

  function lookup(id: string | undefined): LaunchSession | undefined {
    const window = id ? windows.get(id) : undefined;
    if (!id || !window) return undefined;
    const session = state.sessions.get(window.sessionId);
    const player = state.players.get(window.userId);
    if (!session || session.endedAt || !player || state.clock.now() - window.lastSeen > LAUNCH_SESSION_IDLE_MS) {
      windows.delete(id);
      return undefined;
    }
    window.lastSeen = state.clock.now();
    return { id, player, session };
  }

  /** Spends the launch token and opens a window session, setting its cookie; undefined when the token is no good. */
  function start(res: Response, cookiePath: string, launchToken: string): LaunchSession | undefined {
    const launched = state.spendLaunchToken(launchToken);
    if (!launched) return undefined;
    const now = state.clock.now();
    forget((lastSeen) => now - lastSeen > LAUNCH_SESSION_IDLE_MS);
    const id = randomBytes(24).toString('base64url');
    windows.set(id, { userId: launched.player.userId, sessionId: launched.session.sessionId, lastSeen: now });
    res.cookie(cookieName, id, { path: cookiePath || '/', httpOnly: true, sameSite: 'lax' });
    return { id, ...launched };
  }

  /** The window session of a request: the form's hidden field first, then the cookie. */
  function resume(req: Request): LaunchSession | undefined {
    const field = (req.body as Record<string, unknown> | undefined)?.[SESSION_FIELD];
    return lookup(typeof field === 'string' && field ? field : readCookie(req, cookieName));
  }

  /** Opens a window with the query's launch token (a bad token opens nothing), or resumes the request's window. */
  function enter(req: Request, res: Response): LaunchSession | undefined {
    const token = launchTokenOf(req);
    return token ? start(res, req.baseUrl, token) : resume(req);
  }

  return { start, resume, enter };
}

export type LaunchSessions = ReturnType<typeof createLaunchSessions>;
