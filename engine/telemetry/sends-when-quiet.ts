/** Runs a task once the player is quiet (at once when already); returns a function that drops it. */
export type WhenQuiet = (task: () => void) => () => void;

/** What the page says of itself: whether it is hidden, and when that changes. */
export type PageVisibility = Pick<Document, 'visibilityState' | 'addEventListener'>;

/**
 * Sends, each once the player is quiet: a batch of telemetry sent while a tap waits for its frame
 * was a 20-25 ms task on a phone (4x CPU) in that tap's way. A page being hidden sends at once, and
 * every send still waiting with it: the page may never come back.
 */
export function sendsWhenQuiet(whenQuiet: WhenQuiet, page: PageVisibility): (send: () => void) => void {
  const waiting = new Set<() => void>();
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') for (const sendNow of [...waiting]) sendNow();
  });
  return (send) => {
    if (page.visibilityState === 'hidden') return send();
    let drop = () => {};
    const sendNow = () => {
      if (!waiting.delete(sendNow)) return;
      drop();
      send();
    };
    waiting.add(sendNow);
    drop = whenQuiet(sendNow);
  };
}
