import { useEffect, useState } from 'react';
import { msUntilNextMinute, sessionStartOf } from './session-clock.ts';
import { usePlayerSession } from './session-controls.tsx';

/**
 * How long the player has been logged in, in milliseconds, updated each minute; undefined when
 * logged out. Counted from the session's own start, so a reload never resets it.
 */
export function useSessionElapsed(): number | undefined {
  const { state, session } = usePlayerSession();
  const startedAt = state.loggedIn ? sessionStartOf(state.account, session?.storage.readStarted()) : undefined;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === undefined) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        msUntilNextMinute(startedAt, Date.now()),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [startedAt]);

  return startedAt === undefined ? undefined : Math.max(0, now - startedAt);
}
