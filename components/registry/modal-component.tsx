import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppEvent, useAppEvents, type AppEventMap, type ModalName } from '../../engine/player/index.ts';
import { IDLE, whenIdle } from '../../engine/main-thread/index.ts';

type OpenEvent = AppEventMap['modal:open'];

/** A window players open right after the page loads is fetched at the first idle moment (IDLE.windowFallbackMs where the browser cannot say). */
const preloadWhenIdle = (task: () => void) => whenIdle(task, IDLE.windowFallbackMs);

/** What a visitor does first that may lead to a window opening: a tap, a key, focus moving. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `task` once the visitor first acts on the page: a tap's pointerdown gives the window its click opens a head start. */
function whenVisitorActs(task: () => void): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => FIRST_ACTS.forEach((type) => window.removeEventListener(type, run, { capture: true }));
  FIRST_ACTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

/**
 * When a closed window's code is fetched: `idle` for a window players open right after the page
 * loads (login: "Log in to play" on a game page), `firstAct` for the rest, so a visitor who only
 * looks downloads and runs none of it.
 */
export type ModalPreload = 'idle' | 'firstAct';
const PRELOAD_WHEN: Record<ModalPreload, (task: () => void) => () => void> = { idle: preloadWhenIdle, firstAct: whenVisitorActs };

/**
 * Code-splits a modal that renders nothing until 'modal:open' names it (the login modal, cookie
 * settings…): its code is left out of the page's first load and fetched when `preload` says. Opened
 * before then, it loads at once and receives the open event as soon as it is mounted.
 */
export function modalComponent<P extends object>(
  name: ModalName,
  load: () => Promise<ComponentType<P>>,
  preload: ModalPreload,
): ComponentType<P> {
  const preloadWhen = PRELOAD_WHEN[preload];
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load (a dropped connection) is fetched again on the next try.
        loading = undefined;
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    /** Set once the modal is mounted and listening: from then on it hears 'modal:open' itself. */
    const listening = useRef(false);
    const pending = useRef<OpenEvent | undefined>(undefined);
    const events = useAppEvents();
    const show = () =>
      fetchCode().then(
        (component) => setComponent(() => component),
        (error: unknown) => console.warn(`the ${name} window could not be loaded`, error),
      );

    useAppEvent('modal:open', (event) => {
      if (listening.current || event.name !== name) return;
      pending.current = event;
      void show();
    });
    useEffect(() => (Component ? undefined : preloadWhen(() => void show())), [Component]);
    // The modal subscribed in its own effects, which run before this one: it hears the event it missed.
    useEffect(() => {
      if (!Component) return;
      listening.current = true;
      const event = pending.current;
      pending.current = undefined;
      if (event) events.emit('modal:open', event);
    }, [Component, events]);

    return Component ? <Component {...props} /> : null;
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
