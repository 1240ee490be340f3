import type { LaunchApi, MeteredGameIds } from '../../platform/index.ts';
import { createLaunchGuard, type LaunchGuard } from './launch-guard.ts';
import type { LaunchRequest } from './launch-request.ts';
import { normaliseLaunchTokenParam } from './launch-token-param.ts';

/** A started metered game session; end() tells the platform once, however often it is called. */
export interface MeteredSession {
  meteredSessionId: number;
  end(): Promise<void>;
}

export interface LaunchedGame {
  /** The game's URL with its token parameter named LaunchToken. */
  launchUrl: string;
  /** Present when the game is metered: end it when the game window closes or the page unloads. */
  metered?: MeteredSession;
  /** Settles once the server has been told the game was played (it never rejects). */
  recentlyPlayedSaved: Promise<void>;
}

export interface GameLauncherOptions {
  api: LaunchApi;
  guard?: LaunchGuard;
  /** Where failures that do not stop the launch go (metered checks, recently played). */
  warn?: (message: string, error: unknown) => void;
}

/** Starts a metered session when the platform says the game is metered; a failed check launches unmetered. */
async function startMeteredSession(
  api: LaunchApi,
  ids: MeteredGameIds,
  userToken: string,
  warn: NonNullable<GameLauncherOptions['warn']>,
): Promise<MeteredSession | undefined> {
  try {
    if (!(await api.isGameMetered(ids, userToken))) return undefined;
    const meteredSessionId = await api.startMeteredSession(ids, userToken);
    let ending: Promise<void> | undefined;
    return {
      meteredSessionId,
      end: () =>
        (ending ??= api
          .endMeteredSession(meteredSessionId, userToken)
          .catch((error: unknown) => warn('Ending the metered session failed', error))),
    };
  } catch (error) {
    warn('The metered session check failed', error);
    return undefined;
  }
}

/**
 * SPEC §4 game launch for a logged-in player: one launch per game at a time, a metered session when
 * the game is metered, the launch URL with its token normalised, and the game told to recently played.
 */
export function createGameLauncher({ api, guard = createLaunchGuard(), warn = () => undefined }: GameLauncherOptions) {
  return {
    guard,
    launch(request: LaunchRequest, userToken: string): Promise<LaunchedGame> {
      return guard.run(request.gameGroupId, async () => {
        const ids = { gameGroupId: request.gameGroupId, moduleId: request.moduleId, clientId: request.clientId };
        const metered = await startMeteredSession(api, ids, userToken, warn);
        let launchUrl: string;
        try {
          launchUrl = await api.fetchLaunchUrl(request, userToken);
        } catch (error) {
          await metered?.end();
          throw error;
        }
        const recentlyPlayedSaved = api
          .addRecentlyPlayed(request.gameGroupId, userToken)
          .catch((error: unknown) => warn('Saving the recently played game failed', error));
        return { launchUrl: normaliseLaunchTokenParam(launchUrl), metered, recentlyPlayedSaved };
      });
    },
  };
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;
