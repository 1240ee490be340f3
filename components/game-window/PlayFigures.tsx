import { useEffect, useRef, useSyncExternalStore } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { msUntilNextSecond, playClockText, type PlaySession } from '../../engine/player/play-session/index.ts';
import { useSignedMoney, useText } from '../../engine/page/index.ts';

/** What the market's rulebook asks beside a game, and the opened game's figures once it has opened. */
export interface PlayFiguresProps {
  play: PlaySession | undefined;
  /** RTS 13C: the time since the game opened, with seconds. */
  time: boolean;
  /** RTS 2E: the net position since the game opened. */
  net: boolean;
}

/**
 * The time since the game opened, "0:03:27", moving each second. A second's tick writes the new text
 * into the element itself: no React render at all, of the clock or of anything around it (a render
 * for other reasons writes the time of that moment, so the two never disagree for long). Its name is
 * fixed and the time is its content, so a tick changes one text node and no attribute.
 */
export function GameClock({ openedAt, className }: { openedAt: number; className?: string }) {
  const t = useText(gameMessages);
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    let next: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = playClockText(Date.now() - openedAt);
      if (figure.current && figure.current.textContent !== time) figure.current.textContent = time;
      next = setTimeout(tick, msUntilNextSecond(openedAt, Date.now()));
    };
    tick();
    return () => clearTimeout(next);
  }, [openedAt]);
  return (
    // data-live: it moves by itself, so the visual tests hold it still.
    <p className={className} role="timer" aria-label={t('play.timeLong')} data-live>
      <span aria-hidden="true">{t('play.time')}</span>
      <strong ref={figure}>{playClockText(Date.now() - openedAt)}</strong>
    </p>
  );
}

/** Wins minus stakes since the game opened, signed, in the account's currency: it re-renders when a round or a balance changes it. */
export function NetPosition({ play, className }: { play: PlaySession; className?: string }) {
  const t = useText(gameMessages);
  const signed = useSignedMoney();
  const { currencyIsoCode } = usePlayerSessionView();
  const { net } = useSyncExternalStore(play.subscribe, play.getSnapshot, play.getSnapshot);
  const amount = signed(net, currencyIsoCode);
  return (
    <p className={className} data-net-position={net}>
      <span aria-hidden="true">{t('play.net')}</span>
      <strong aria-hidden="true">{amount}</strong>
      <span className="visually-hidden">{t('play.netLong', { amount })}</span>
    </p>
  );
}
