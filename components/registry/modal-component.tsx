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
  const preload = () => (loading ??= load().then((component) => (loaded = component)));

  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const pending = useRef<OpenEvent | undefined>(undefined);
    const events = useAppEvents();
    const show = () => void preload().then((component) => setComponent(() => component));

    useAppEvent('modal:open', (event) => {
      if (Component || event.name !== name) return;
      pending.current = event;
      show();
    });
    useEffect(() => (Component ? undefined : whenIdle(show)), [Component]);
    // The modal subscribed in its own effects, which run before this one: it hears the event it missed.
    useEffect(() => {
      const event = pending.current;
      if (!Component || !event) return;
      pending.current = undefined;
      events.emit('modal:open', event);
    }, [Component, events]);

    return Component ? <Component {...props} /> : null;
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
