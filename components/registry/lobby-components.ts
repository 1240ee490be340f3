import type { RegistrySection } from './component-props.ts';
import { pendingComponent } from './pending.ts';

export const lobbyComponents: RegistrySection<
  'categoryNavigation' | 'gamesGrid' | 'jackpotTicker' | 'bigWinnerDetailGrid' | 'bigWinnerCarousel'
> = {
  categoryNavigation: pendingComponent,
  gamesGrid: pendingComponent,
  jackpotTicker: pendingComponent,
  bigWinnerDetailGrid: pendingComponent,
  bigWinnerCarousel: pendingComponent,
};
