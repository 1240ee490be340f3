import express, { Router, type Request, type Response } from 'express';
import type { SandboxState } from '../core/index.ts';
import { gameHistoryPage, transactionHistoryPage } from './history-pages.ts';
import { createLaunchSessions, type LaunchSession } from './launch-sessions.ts';
import { sendLinkExpiredPage, sendPage } from './player-page.ts';
import { preferencesFromForm, preferencesPage } from './preferences-page.ts';

export const PORTAL_COOKIE = 'croupier_portal';

export interface PortalServiceOptions {
  state: SandboxState;
}

/**
 * The player portal: transaction history, game history and communication preferences, each opened
 * with a launch token (SPEC §7 Other) and showing the player's own sandbox records.
 */
export function createPortalService({ state }: PortalServiceOptions) {
  const windows = createLaunchSessions({ state, cookieName: PORTAL_COOKIE });
  const routes = Router();
  routes.use(express.urlencoded({ extended: false, limit: '10kb' }));

  const page = (what: string, render: (window: LaunchSession, req: Request) => string) => (req: Request, res: Response) => {
    const window = windows.enter(req, res);
    if (!window) return sendLinkExpiredPage(res, what);
    sendPage(res, 200, render(window, req));
  };

  routes.get(
    '/transaction-history',
    page('transaction history', ({ player }) => transactionHistoryPage(player)),
  );
  routes.get(
    '/game-history',
    page('game history', ({ player }) => gameHistoryPage(player)),
  );
  const preferencesAction = (req: Request) => `${req.baseUrl}/communication-preferences`;
  routes.get(
    '/communication-preferences',
    page('communication preferences', ({ player, id }, req) =>
      preferencesPage({ player, sessionId: id, action: preferencesAction(req), saved: false }),
    ),
  );
  routes.post('/communication-preferences', (req, res) => {
    const window = windows.resume(req);
    if (!window) return sendLinkExpiredPage(res, 'communication preferences');
    window.player.marketingPreferences = preferencesFromForm((req.body ?? {}) as Record<string, unknown>);
    sendPage(
      res,
      200,
      preferencesPage({ player: window.player, sessionId: window.id, action: preferencesAction(req), saved: true }),
    );
  });

  return { routes };
}
