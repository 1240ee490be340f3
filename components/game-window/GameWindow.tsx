import { useEffect, useRef, type ReactNode } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { findCatalogueGame } from '../../engine/platform/index.ts';
import { gameGroupIdOfPath, gamePageView } from '../../engine/player/launch/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { useSmallScreen } from '../../engine/player/lobby/index.ts';
import { usePlaySession } from '../../engine/player/play-session/index.ts';
import { usePageData, useRuleInForce, useText } from '../../engine/page/index.ts';
import { media } from '../../engine/page/theme/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { usePlayerSession, usePlayGate } from '../../engine/player/session/index.ts';
import { GameFrame, GameNotFoundPanel, HeldBack, LoginToPlay } from './GameViews.tsx';
import { notice } from './GameViews.css.ts';
import { gameWindow } from './GameWindow.css.ts';
import { GameBar } from './GameBar.tsx';
import { GameSidePanel } from './GameSidePanel.tsx';
import { useCatalogue } from './use-catalogue.ts';
import { useGameLaunch } from './use-game-launch.ts';

const DEFAULT_MORE_GAMES = 12;

/** Leaves the game: back where the player came from on this site, else to the lobby. */
function leaveGame() {
  const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  if (cameFromSite && history.length > 1) history.back();
  else location.assign('/');
}

/**
 * SPEC §2 game page: /game/{gameGroupId} from the catalogue; unknown ids show "404: Game Not Found",
 * visitors are asked to log in, players get the game in a frame with its side panel. On a phone the
 * game (or what holds it back) fills the screen under a slim bar, and the panel's lists are in its menu.
 */
export default function GameWindow({ props }: ComponentRenderProps<'gameWindow'>) {
  const t = useText(gameMessages);
  const { path, game: pageGame } = usePageData();
  const session = usePlayerSessionView();
  const catalogue = useCatalogue();
  const gameGroupId = gameGroupIdOfPath(path);
  const categories = catalogue.data ?? [];
  // The server read the game from the same catalogue: the first paint shows it, before the browser has the catalogue.
  const listedGame = gameGroupId === undefined ? undefined : findCatalogueGame(categories, gameGroupId);
  const firstPaintGame = catalogue.data === undefined && pageGame?.GameGroupId === gameGroupId ? pageGame : null;
  const game = listedGame ?? firstPaintGame ?? undefined;
  const gate = usePlayGate();
  const blocker = gate.blockerFor('game');
  const view = gamePageView({
    // A failed catalogue read cannot say the game exists: it is shown as not found.
    catalogueLoading: catalogue.isPending && gameGroupId !== undefined && game === undefined,
    gameFound: game !== undefined,
    loggedIn: session.loggedIn,
    blocker,
  });
  const launch = useGameLaunch(game, view === 'launch');
  // What the market's rulebook asks beside the game while it is played (UK Gambling Commission: RTS 13C, 2E, 1A).
  const asks = {
    time: useRuleInForce('elapsedTimeInPlay') !== undefined,
    net: useRuleInForce('netPositionInPlay') !== undefined,
    balance: useRuleInForce('balanceInPlay') !== undefined,
  };
  const frame = useRef<HTMLIFrameElement>(null);
  const play = usePlaySession({
    launchUrl: launch.state.status === 'ready' ? launch.state.launchUrl : undefined,
    frame,
    enabled: asks.time || asks.net || asks.balance,
  });
  const figures = { play, time: asks.time, net: asks.net };
  // On a phone the panel's lists are in the game bar's menu: the panel beside the game (hidden there)
  // is not rendered, its cards and its map of every game included.
  const phone = useSmallScreen(media.phone);
  const { session: controls } = usePlayerSession();
  // Held back on arrival (or once the platform refused): the prompt opens by itself, once per reason.
  useEffect(() => {
    if (view === 'heldBack' && blocker) controls?.openPrompt(blocker);
  }, [view, blocker, controls]);

  if (view === 'loading')
    return (
      <div className={gameWindow}>
        <section className={notice} role="status">
          <p>{t('game.loading')}</p>
        </section>
      </div>
    );
  if (view === 'notFound' || !game) return <GameNotFoundPanel />;

  const panelProps = {
    categories,
    currentGameId: game.GameGroupId,
    moreGamesCount: props.moreGamesCount ?? DEFAULT_MORE_GAMES,
    loggedIn: session.loggedIn,
  };
  /** Every state of a found game: the phone's bar (its menu holds the panel's lists), the state, the side panel. */
  const layout = (content: ReactNode, { onClose = leaveGame, status }: { onClose?(): void; status?: string } = {}) => (
    <div className={gameWindow} data-game-window={status}>
      <GameBar game={game} onClose={onClose} panel={<GameSidePanel {...panelProps} inMenu />} figures={figures} />
      {content}
      {props.showSidePanel === false || phone ? null : <GameSidePanel {...panelProps} />}
    </div>
  );
  if (view === 'heldBack' && blocker)
    return layout(<HeldBack game={game} blocker={blocker} onPrompt={() => controls?.openPrompt(blocker)} />);
  if (view === 'loginRequired') return layout(<LoginToPlay game={game} />);
  const close = () => {
    launch.unlaunch();
    leaveGame();
  };
  return layout(
    launch.state.status === 'closed' ? (
      <section className={notice} role="status">
        <p>{t('game.backToLobby')}</p>
      </section>
    ) : (
      <GameFrame
        game={game}
        frameRef={frame}
        // On a phone the game's bar holds them; the frame's bar is hidden there.
        figures={phone ? undefined : figures}
        launchUrl={launch.state.status === 'ready' ? launch.state.launchUrl : undefined}
        failed={launch.state.status === 'failed'}
        onRetry={launch.retry}
        onClose={close}
      />
    ),
    { onClose: close, status: launch.state.status },
  );
}
