import { createContext, useContext, type ReactNode } from 'react';
import { useCountedJackpots, type CountedJackpots } from '../../engine/player/lobby/index.ts';

const CardJackpotsContext = createContext<CountedJackpots | null>(null);

/**
 * The jackpots a grid's cards show, counted up once for them all (one timer, one pair of queries) and
 * asked for only while a jackpot game is among the grid's games. A tick re-renders the badges that
 * read it, not the cards around them: its children are the grid's own elements.
 */
export function CardJackpotsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const jackpots = useCountedJackpots(enabled);
  return <CardJackpotsContext.Provider value={jackpots}>{children}</CardJackpotsContext.Provider>;
}

/** The jackpots of the grid around a card; null outside one. */
export const useCardJackpots = (): CountedJackpots | null => useContext(CardJackpotsContext);
