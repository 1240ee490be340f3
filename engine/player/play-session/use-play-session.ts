import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { trackError } from '../../telemetry/index.ts';
import { useAppEvents } from '../app-events-context.tsx';
import { usePlayerSessionView } from '../session-context.tsx';
import { createPlaySession, type PlaySession } from './play-session.ts';
import { createRoundMessageGate, type RoundRefusal } from './round-message-gate.ts';

/**
 * How often the platform's balance is read while a game is open, between the reads each round message
 * asks for: a game that reports no rounds still shows a true balance (and a net position from it)
 * within a few seconds; one that does is followed within the time one read takes.
 */
export const PLAY_BALANCE_POLL_MS = 4_000;

/** The name a refused round message is logged and tracked under (once per reason and opened game). */
export const ROUND_MESSAGE_REFUSED = 'ROUND_MESSAGE_REFUSED';

export interface PlaySessionOptions {
  /** The launch URL the frame was given, once the game is launched; nothing runs before. */
  launchUrl: string | undefined;
  /** The game's frame: only its window may post rounds. */
  frame: RefObject<HTMLIFrameElement | null>;
  /** The market's rulebook asks for figures beside the game; nothing runs when it does not. */
  enabled: boolean;
}

/**
 * One opened game's figures: when it opened, its rounds as the game frame reports them (round
 * messages, checked), and the platform's balance read after each and every few seconds between.
 * The page's figures subscribe to the returned store; the page around them does not re-render.
 */
export function usePlaySession({ launchUrl, frame, enabled }: PlaySessionOptions): PlaySession | undefined {
  const view = usePlayerSessionView();
  const events = useAppEvents();
  const latest = useRef(view);
  latest.current = view;
  const currency = view.currencyIsoCode;
  const live = enabled && launchUrl !== undefined && currency !== undefined;
  // The game opened when its frame got the launch URL: the clock counts from then, and a new launch starts again.
  const play = useMemo(() => (live ? createPlaySession(Date.now()) : undefined), [live, launchUrl]);

  useEffect(() => {
    if (!play || !launchUrl || !currency) return;
    const read = () => latest.current.refreshBalance();
    const follow = () => void read().then((balance) => play.seeBalance(balance));
    // The first read is the opening balance.
    follow();

    const check = createRoundMessageGate({ launchUrl, frame: () => frame.current?.contentWindow, currencyIsoCode: currency });
    const logged = new Set<RoundRefusal>();
    const onMessage = (event: MessageEvent) => {
      const verdict = check(event);
      if ('round' in verdict) {
        play.countRound(verdict.round);
        follow();
      } else if ('refused' in verdict && !logged.has(verdict.refused)) {
        logged.add(verdict.refused);
        trackError(ROUND_MESSAGE_REFUSED, { reason: verdict.refused, origin: event.origin });
      }
    };
    window.addEventListener('message', onMessage);

    const onPayment = ({ kind, amount }: { kind: 'deposit' | 'withdrawal'; amount: number }) =>
      void read().then((balance) => play.seePayment(kind, amount, balance));
    events.on('payment', onPayment);

    // A hidden page is not played: no reads until it shows again, then one at once.
    const poll = setInterval(() => document.visibilityState === 'visible' && follow(), PLAY_BALANCE_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && follow();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('message', onMessage);
      events.off('payment', onPayment);
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [play, launchUrl, currency, frame, events]);

  return play;
}
