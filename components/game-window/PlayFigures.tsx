import { useEffect, useState, useSyncExternalStore } from 'react';
import { gameMessages } from '../../engine/i18n/index.ts';
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
 * The time since the game opened, "0:03:27", moving each second. Its own state and timer: a second's
 * tick re-renders this element alone, never the bar, the game or the page around it.
 */
export function GameClock({ openedAt, className }: { openedAt: number; className?: string }) {
  const t = useText(gameMessages);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, msUntilNextSecond(openedAt, Date.now()));
    };
    tick();
    return () => clearTimeout(timer);
  }, [openedAt]);
  const time = playClockText(now - openedAt);
  return (
    // data-live: it moves by itself, so the visual tests hold it still.
    <p className={className} role="timer" aria-label={t('play.timeLong', { time })} data-live>
      <span aria-hidden="true">{t('play.time')}</span>
      <strong aria-hidden="true">{time}</strong>
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
