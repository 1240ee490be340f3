import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { gameMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import type { CatalogueGame } from '../../engine/platform/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { classNames, useMoney, useText } from '../../engine/page/index.ts';
import { InGameMenuActions, useOpenBanking } from '../in-game-mobile-menu/InGameMenuActions.tsx';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import { Button, Dialog, SessionTime, useValueAsShown } from '../ui/index.ts';
import * as styles from './GameBar.css.ts';
import { useFullScreen } from './use-full-screen.ts';
import { GameClock, NetPosition, type PlayFiguresProps } from './PlayFigures.tsx';

/**
 * The game's bar on a phone, the one thing beside the game: the session time and the balance (UK
 * Gambling Commission: both in view while playing) or, where the market's rulebook asks, the time
 * since the game opened with seconds, the net position and the balance; Deposit, full screen where
 * the browser has it, the in-game menu and Close game. Hidden on larger screens, where the header
 * and the frame's bar keep them.
 */
export function GameBar({
  game,
  onClose,
  panel,
  figures,
}: {
  game: CatalogueGame;
  onClose(): void;
  panel: ReactNode;
  figures: PlayFiguresProps;
}) {
  const t = useText(gameMessages);
  const session = usePlayerSessionView();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu opens with its actions; the panel's lists of games (their cards and pictures) follow its first paint.
  const panelShown = useValueAsShown(menuOpen);
  const [closing, setClosing] = useState(false);
  const fullScreen = useFullScreen();
  const fullScreenLabel = t(fullScreen.active ? 'game.exitFullScreen' : 'game.fullScreen');
  // Time, net position and balance fill an upright bar: full screen moves into the menu there (on its side the strip keeps it).
  const inPlay = session.loggedIn && figures.play !== undefined && (figures.time || figures.net);
  return (
    <div className={styles.bar} role="toolbar" aria-label={game.Name} data-in-play={inPlay ? '' : undefined}>
      {session.loggedIn ? <PlayerFigures {...figures} /> : null}
      <div className={styles.controls}>
        {fullScreen.available ? (
          <IconButton label={fullScreenLabel} onClick={fullScreen.toggle} className={inPlay ? styles.onItsSideOnly : undefined}>
            {fullScreen.active ? '⤡' : '⤢'}
          </IconButton>
        ) : null}
        <IconButton label={t('menu.label')} onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          ☰
        </IconButton>
        <IconButton
          label={t('game.close')}
          aria-busy={closing || undefined}
          onClick={() => {
            // The press shows at once; leaving (the lobby to render) follows the paint.
            setClosing(true);
            afterNextPaint(onClose);
          }}
        >
          ×
        </IconButton>
      </div>
      <Dialog
        open={menuOpen}
        title={t('menu.label')}
        closeLabel={t('menu.close')}
        onClose={() => setMenuOpen(false)}
        size="large"
      >
        <nav className={styles.menuActions} aria-label={t('menu.label')}>
          <InGameMenuActions onAction={() => setMenuOpen(false)} />
          {inPlay && fullScreen.available ? (
            <Button
              type="button"
              size="small"
              variant="secondary"
              className={styles.uprightOnly}
              onClick={() => {
                setMenuOpen(false);
                fullScreen.toggle();
              }}
            >
              {fullScreenLabel}
            </Button>
          ) : null}
        </nav>
        {menuOpen && panelShown ? panel : null}
      </Dialog>
    </div>
  );
}

/** Time, the net position where asked, balance and Deposit: what a logged-in player keeps in view while playing. */
function PlayerFigures({ play, time, net }: PlayFiguresProps) {
  const t = useText(sessionMessages);
  const session = usePlayerSessionView();
  const format = useMoney();
  const openBanking = useOpenBanking('game bar');
  return (
    <div className={styles.figures}>
      {play && time ? <GameClock openedAt={play.openedAt} className={styles.figure} /> : <SessionTime />}
      {play && net ? <NetPosition play={play} className={styles.figure} /> : null}
      <p className={styles.figure}>
        <span>{t('header.balance')}</span>
        <strong>{session.balance === undefined ? '–' : format(session.balance, session.currencyIsoCode)}</strong>
      </p>
      <Button type="button" size="small" className={styles.deposit} onClick={openBanking}>
        {t('header.deposit')}
      </Button>
    </div>
  );
}

function IconButton({ label, children, className, ...props }: ComponentPropsWithRef<'button'> & { label: string }) {
  return (
    <button {...props} type="button" className={classNames(styles.iconButton, className)} aria-label={label} title={label}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
