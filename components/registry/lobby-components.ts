import { lazy } from 'react';
import CategoryNavigation from '../category-navigation/CategoryNavigation.tsx';
import GamesGrid from '../games-grid/GamesGrid.tsx';
import JackpotTicker from '../jackpot-ticker/JackpotTicker.tsx';
import type { RegistrySection } from './component-props.ts';
import { pageComponent } from './page-component.tsx';

export const lobbyComponents: RegistrySection<
  'categoryNavigation' | 'gamesGrid' | 'jackpotTicker' | 'bigWinnerDetailGrid' | 'bigWinnerCarousel'
> = {
  categoryNavigation: CategoryNavigation,
  gamesGrid: GamesGrid,
  jackpotTicker: JackpotTicker,
  // Logged-in only: its own chunk, never rendered on the server.
  bigWinnerDetailGrid: lazy(() => import('../big-winner-detail-grid/BigWinnerDetailGrid.tsx')),
  bigWinnerCarousel: pageComponent(() => import('../big-winner-carousel/BigWinnerCarousel.tsx').then((module) => module.default)),
};
