import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
};

/**
 * The page in full screen, where the browser allows it (Android's Chrome; iOS Safari has no full
 * screen for an element, so the control is not offered there). The whole document goes full screen,
 * not the game alone: the reality check and every other prompt must still open over the game.
 */
export function useFullScreen() {
  const available = useSyncExternalStore(
    subscribe,
    () => document.fullscreenEnabled === true,
    () => false,
  );
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  return {
    available,
    active,
    toggle() {
      // A refusal (no user gesture, a policy) leaves the page as it is: the layout already fills the screen.
      const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen({ navigationUI: 'hide' });
      void change.catch(() => undefined);
    },
  };
}
