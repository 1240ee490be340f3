import type { RefObject } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import type { CatalogueGame } from '../../engine/platform/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import type { PlayBlocker } from '../../engine/player/session/index.ts';
import { responsiveImage, useText } from '../../engine/page/index.ts';
import { Button, ButtonLink } from '../ui/index.ts';
import * as styles from './GameViews.css.ts';
import { GameClock, NetPosition, type PlayFiguresProps } from './PlayFigures.tsx';

/** SPEC §8 GAME_NOT_FOUND: the id is not in the catalogue for this brand and country. */
export function GameNotFoundPanel() {
  const t = useText(gameMessages);
  return (
    <section className={styles.notice} aria-labelledby="game-not-found">
      <h1 id="game-not-found">{t('game.notFoundTitle')}</h1>
      <p>{t('game.notFoundMessage')}</p>
      <ButtonLink href="/">{t('game.backToLobby')}</ButtonLink>
    </section>
  );
}

/** SPEC §6: the launch URL is for logged-in players; a visitor sees the game and a way to log in. */
/** The game's tile, large: the page's largest image, so fetched first (React's server render preloads it from the head). */
function GameArt({ game }: { game: CatalogueGame }) {
  if (!game.ImageUrl) return null;
  return (
    <img
      {...responsiveImage(game.ImageUrl, GAME_ART_IMAGE)}
      alt=""
      width={420}
      height={315}
      loading="eager"
      fetchPriority="high"
    />
  );
}

const GAME_ART_IMAGE = { widths: [480, 640], sizes: '420px' } as const;

export function LoginToPlay({ game }: { game: CatalogueGame }) {
  const t = useText(gameMessages);
  const events = useAppEvents();
  return (
    <section className={styles.notice} aria-labelledby="game-title">
      <GameArt game={game} />
      <h1 id="game-title">{game.Name}</h1>
      <p>{t('game.loginPrompt', { name: game.Name })}</p>
      <Button type="button" size="large" onClick={() => events.emit('modal:open', { name: 'login' })}>
        {t('game.loginToPlay')}
      </Button>
    </section>
  );
}

/** A logged-in player the play gate holds back: what to do first, and the prompt that does it. */
export function HeldBack({ game, blocker, onPrompt }: { game: CatalogueGame; blocker: PlayBlocker; onPrompt(): void }) {
  const t = useText(gameMessages);
  return (
    <section className={styles.notice} aria-labelledby="game-title" data-held-back={blocker}>
      <GameArt game={game} />
      <h1 id="game-title">{game.Name}</h1>
      <p>{t(blocker === 'terms' ? 'game.termsPrompt' : 'game.verifyPrompt', { name: game.Name })}</p>
      <Button type="button" size="large" onClick={onPrompt}>
        {t(blocker === 'terms' ? 'game.termsAction' : 'game.verifyAction')}
      </Button>
    </section>
  );
}

/**
 * The game itself: its title bar (not on a phone) with, where the market's rulebook asks, the time
 * since it opened and the net position beside the title, and the close button; and the frame (or its
 * loading or failure state).
 */
export function GameFrame({
  game,
  launchUrl,
  failed,
  onClose,
  onRetry,
  frameRef,
  figures,
}: {
  game: CatalogueGame;
  launchUrl?: string;
  failed: boolean;
  onClose(): void;
  onRetry(): void;
  /** The frame's element: the game's round messages are taken from its window only. */
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** The opened game's figures for the title bar; none on a phone, whose game bar shows them. */
  figures?: PlayFiguresProps;
}) {
  const t = useText(gameMessages);
  const play = figures?.play;
  return (
    <div className={styles.frameArea}>
      <div className={styles.frameBar}>
        <h1>{game.Name}</h1>
        {play && (figures.time || figures.net) ? (
          <div className={styles.frameFigures}>
            {figures.time ? <GameClock openedAt={play.openedAt} className={styles.frameFigure} /> : null}
            {figures.net ? <NetPosition play={play} className={styles.frameFigure} /> : null}
          </div>
        ) : null}
        <Button type="button" variant="ghost" size="small" onClick={onClose}>
          {t('game.close')}
        </Button>
      </div>
      {launchUrl ? (
        <iframe ref={frameRef} title={game.Name} src={launchUrl} allow="fullscreen" />
      ) : failed ? (
        <section className={styles.notice} role="alert">
          <p>{t('game.frameFailed')}</p>
          <Button type="button" onClick={onRetry}>
            {t('game.retry')}
          </Button>
        </section>
      ) : (
        <section className={styles.notice} role="status">
          <p>{t('game.loading')}</p>
        </section>
      )}
    </div>
  );
}
