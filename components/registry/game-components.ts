import { lazy } from 'react';
import PoorConnectionAlert from '../poor-connection-alert/PoorConnectionAlert.tsx';
import type { RegistrySection } from './component-props.ts';
import { pageComponent } from './page-component.tsx';

export const gameComponents: RegistrySection<
  'gameWindow' | 'inGameMobileMenu' | 'messageBroker' | 'xeniaMessage' | 'questsPanel' | 'poorConnectionAlert'
> = {
  // Game pages only: their own chunks, preloaded before the server renders and the browser hydrates.
  gameWindow: pageComponent(() => import('../game-window/GameWindow.tsx').then((module) => module.default)),
  inGameMobileMenu: pageComponent(() => import('../in-game-mobile-menu/InGameMobileMenu.tsx').then((module) => module.default)),
  poorConnectionAlert: PoorConnectionAlert,
  // Logged-in only: split out of the first bundle and never rendered on the server.
  messageBroker: lazy(() => import('../message-broker/MessageBroker.tsx')),
  xeniaMessage: lazy(() => import('../xenia-message/XeniaMessage.tsx')),
  questsPanel: lazy(() => import('../quests-panel/QuestsPanel.tsx')),
};
