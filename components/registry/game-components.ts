import type { RegistrySection } from './component-props.ts';
import { pendingComponent } from './pending.ts';

export const gameComponents: RegistrySection<
  'gameWindow' | 'inGameMobileMenu' | 'messageBroker' | 'xeniaMessage' | 'questsPanel' | 'poorConnectionAlert'
> = {
  gameWindow: pendingComponent,
  inGameMobileMenu: pendingComponent,
  messageBroker: pendingComponent,
  xeniaMessage: pendingComponent,
  questsPanel: pendingComponent,
  poorConnectionAlert: pendingComponent,
};
