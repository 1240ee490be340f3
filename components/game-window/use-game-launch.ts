import { useAnalytics } from '../../engine/analytics/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueGame } from '../../engine/platform/index.ts';
import { isIdentityVerificationRequired, isInvalidUserToken } from '../../engine/platform/index.ts';
import { createGameLauncher, launchRequestFor, type MeteredSession } from '../../engine/player/launch/index.ts';
import { usePlatform, usePlayerSessionView } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { playerListKey } from '../../engine/player/lobby/index.ts';
import { useBrand, useMarket } from '../../engine/page/index.ts';

export type LaunchState = { status: 'idle' | 'launching' | 'failed' | 'closed' } | { status: 'ready'; launchUrl: string };

/**
 * Launches the game for a logged-in player (one launch per game at a time) and owns its metered
 * session: ended when the window closes, the component unmounts or the page unloads.
 */
export function useGameLaunch(game: CatalogueGame | undefined, enabled: boolean) {
  const analytics = useAnalytics();
  const session = usePlayerSessionView();
  const { productNodeId } = useBrand();
  const market = useMarket();
  const queryClient = useQueryClient();
  const { launch: launchApi } = usePlatform();
  const launcher = useMemo(
    () => createGameLauncher({ api: launchApi, warn: (message, error) => console.warn(message, error) }),
    [launchApi],
  );
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The game the mounted window wants: a launch that settles after it stopped wanting it is ended.
  const wanted = useRef<number | null>(null);
  const metered = useRef<MeteredSession | undefined>(undefined);
  const token = session.userToken;
  const latestSession = useRef(session);
  latestSession.current = session;
  // The game's listing changes when the catalogue is read again (its jackpots move): the same game goes on.
  const latestGame = useRef(game);
  latestGame.current = game;
  const gameGroupId = game?.GameGroupId;
  const controls = usePlayerSession().session;
  const latestControls = useRef(controls);
  latestControls.current = controls;

  const endMetered = useCallback(() => {
    void metered.current?.end();
    metered.current = undefined;
  }, []);

  useEffect(() => {
    const game = latestGame.current;
    if (!enabled || !game || gameGroupId === undefined || !token) return;
    const request = launchRequestFor({ game, productNodeId, market, siteOrigin: window.location.origin });
    wanted.current = request.gameGroupId;
    setState({ status: 'launching' });
    launcher.launch(request, token).then(
      (launched) => {
        if (wanted.current !== request.gameGroupId) return void launched.metered?.end();
        metered.current = launched.metered;
        setState({ status: 'ready', launchUrl: launched.launchUrl });
        analytics.track({
          kind: 'game_launch',
          data: { eventName: 'game_launch_url', eventDetail: game.Name },
          game: {
            GameGroupId: game.GameGroupId,
            SiteGameName: game.SiteGameName,
            launchURL: launched.launchUrl.split('?')[0],
            launchedFrom: 'game page',
          },
        });
        void launched.recentlyPlayedSaved.then(() =>
          queryClient.invalidateQueries({ queryKey: playerListKey('recently-played', latestSession.current.userToken) }),
        );
      },
      (error: unknown) => {
        if (isInvalidUserToken(error)) latestSession.current.reportInvalidToken();
        // The platform holds the player back until their identity is verified: the gate takes over from here.
        if (isIdentityVerificationRequired(error)) latestControls.current?.reportVerificationRequired();
        if (wanted.current === request.gameGroupId) setState({ status: 'failed' });
      },
    );
    window.addEventListener('pagehide', endMetered);
    return () => {
      wanted.current = null;
      window.removeEventListener('pagehide', endMetered);
      endMetered();
    };
  }, [enabled, gameGroupId, token, productNodeId, market, launcher, queryClient, endMetered, attempt]);

  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    /** SPEC §4 unlaunch: the window is flagged closed and its metered session ends. */
    unlaunch() {
      wanted.current = null;
      endMetered();
      setState({ status: 'closed' });
    },
  };
}
