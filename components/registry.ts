import type { ComponentRegistry } from './registry/component-props.ts';
import { preloadable } from './registry/page-component.tsx';
import { contentComponents } from './registry/content-components.ts';
import { gameComponents } from './registry/game-components.ts';
import { lobbyComponents } from './registry/lobby-components.ts';
import { sessionComponents } from './registry/session-components.ts';

/** Every alias mapped to its React implementation; the renderer looks nodes up here. */
export const componentRegistry: ComponentRegistry = {
  ...sessionComponents,
  ...lobbyComponents,
  ...gameComponents,
  ...contentComponents,
};

/** Loads the code-split components among aliases (all of them when none are named). */
export function preloadComponents(aliases?: readonly string[]): Promise<unknown> {
  const entries = aliases
    ? aliases.map((alias) => componentRegistry[alias as keyof ComponentRegistry])
    : Object.values(componentRegistry);
  return Promise.all(entries.flatMap((component: unknown) => (preloadable(component) ? [component.preload()] : [])));
}

/** Whether an alias is a code-split page component: the page needs its chunk before it renders. */
export const isPageComponent = (alias: string): boolean =>
  preloadable(componentRegistry[alias as keyof ComponentRegistry] as unknown);
