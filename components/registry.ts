import type { ComponentRegistry } from './registry/component-props.ts';
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
