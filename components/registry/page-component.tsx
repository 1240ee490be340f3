import type { ComponentType } from 'react';

/** A component in its own chunk that can be loaded ahead of rendering, so server and hydration render it at once. */
export type PageComponent<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Code-splits a component used on some pages only (the game window, the blog…). Unlike React.lazy,
 * it renders synchronously once preloaded: the server preloads before rendering, and the browser
 * preloads the page's components before hydrating, so neither ever shows a fallback.
 */
export function pageComponent<P extends object>(load: () => Promise<ComponentType<P>>): PageComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => (loading ??= load().then((component) => void (loaded = component)));
  function Loaded(props: P) {
    if (!loaded) throw preload();
    const Component = loaded;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

/** Preloads every registry entry that can be (the server does it once, before its first render). */
export const preloadable = (component: unknown): component is { preload(): Promise<void> } =>
  typeof (component as { preload?: unknown })?.preload === 'function';
