import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppEvent, useAppEvents, type AppEventMap, type ModalName } from '../../engine/player/index.ts';

type OpenEvent = AppEventMap['modal:open'];

/** Runs `task` once the browser has nothing better to do (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

/**
 * Code-splits a modal that renders nothing until 'modal:open' names it (the login modal, cookie
 * settings…): its code is left out of the page's first load and fetched once the browser is idle.
 * Opened before then, it loads at once and receives the open event as soon as it is mounted.
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
    useEffect(() => (Component ? undefined : whenIdle(() => void show())), [Component]);
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
