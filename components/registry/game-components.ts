import { lazy } from 'react';
import GameWindow from '../game-window/GameWindow.tsx';
import InGameMobileMenu from '../in-game-mobile-menu/InGameMobileMenu.tsx';
import PoorConnectionAlert from '../poor-connection-alert/PoorConnectionAlert.tsx';
import type { RegistrySection } from './component-props.ts';

export const gameComponents: RegistrySection<
  'gameWindow' | 'inGameMobileMenu' | 'messageBroker' | 'xeniaMessage' | 'questsPanel' | 'poorConnectionAlert'
> = {
  // Shown to every visitor, so rendered on the server.
  gameWindow: GameWindow,
  inGameMobileMenu: InGameMobileMenu,
  poorConnectionAlert: PoorConnectionAlert,
  // Logged-in only: split out of the first bundle and never rendered on the server.
  messageBroker: lazy(() => import('../message-broker/MessageBroker.tsx')),
  xeniaMessage: lazy(() => import('../xenia-message/XeniaMessage.tsx')),
  questsPanel: lazy(() => import('../quests-panel/QuestsPanel.tsx')),
};
