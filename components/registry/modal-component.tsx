import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppEvent, useAppEvents, type AppEventMap, type ModalName } from '../../engine/player/index.ts';

type OpenEvent = AppEventMap['modal:open'];

/** What a visitor does first that may lead to a window opening: a tap, a key, focus moving. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once the visitor first acts on the page. Until then no window's code is fetched or
 * rendered: a visitor who only looks costs nothing, and a tap's pointerdown gives its window's
 * code a head start on the click that opens it.
 */
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
 * Code-splits a modal that renders nothing until 'modal:open' names it (the login modal, cookie
 * settings…): its code is left out of the page's first load and fetched once the visitor first acts
 * on the page. Opened before then (by a timer, say), it loads at once and receives the open event as
 * soon as it is mounted.
 */
export function modalComponent<P extends object>(name: ModalName, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
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
      preload().then(
        (component) => setComponent(() => component),
        (error: unknown) => console.warn(`the ${name} window could not be loaded`, error),
      );

    useAppEvent('modal:open', (event) => {
      if (listening.current || event.name !== name) return;
      pending.current = event;
      void show();
    });
    useEffect(() => (Component ? undefined : whenVisitorActs(() => void show())), [Component]);
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
