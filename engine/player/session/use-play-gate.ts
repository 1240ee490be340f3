import { useMemo } from 'react';
import { playBlockerFor, type GatedAction, type PlayBlocker } from './play-gate.ts';
import { usePlayerSession } from './session-controls.tsx';

export interface PlayGate {
  /** What holds the action back now, if anything. */
  blockerFor(action: GatedAction): PlayBlocker | undefined;
  /** True when the action may start; otherwise the prompt that holds it back opens, and false. */
  allow(action: GatedAction): boolean;
}

/** The player protection gate (terms, then identity) for a component about to start something. */
export function usePlayGate(): PlayGate {
  const { state, session } = usePlayerSession();
  return useMemo(() => {
    const blockerFor = (action: GatedAction) => playBlockerFor(action, state);
    return {
      blockerFor,
      allow(action) {
        const blocker = blockerFor(action);
        if (blocker) session?.openPrompt(blocker);
        return blocker === undefined;
      },
    };
  }, [state, session]);
}
