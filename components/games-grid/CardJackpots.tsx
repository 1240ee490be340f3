import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useCountedJackpots, type CountedJackpots } from '../../engine/player/lobby/index.ts';

/** The grid's counted jackpots, held outside React's tree: a tick reaches the badges that show one, and nothing else. */
interface CardJackpotsStore {
  get(): CountedJackpots;
  set(jackpots: CountedJackpots): void;
  subscribe(listener: () => void): () => void;
}

function createCardJackpotsStore(initial: CountedJackpots): CardJackpotsStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(jackpots) {
      if (jackpots === current) return;
      current = jackpots;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const CardJackpotsContext = createContext<CardJackpotsStore | null>(null);

/**
 * The jackpots a grid's cards show, counted up once for them all (one timer, one pair of queries) and
 * asked for only while a jackpot game is among the grid's games. The context's value never changes:
 * a tick (ten a second) would otherwise make React search the whole grid below for its readers,
 * while the player types or scrolls. Each badge subscribes to its own jackpot's amount instead.
 */
export function CardJackpotsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const jackpots = useCountedJackpots(enabled);
  const [store] = useState(() => createCardJackpotsStore(jackpots));
  useEffect(() => store.set(jackpots), [store, jackpots]);
  return <CardJackpotsContext.Provider value={store}>{children}</CardJackpotsContext.Provider>;
}

const NO_STORE: CardJackpotsStore = createCardJackpotsStore({
  currencyIsoCode: '',
  byKind: new Map(),
  loaded: false,
  amounts: new Map(),
});

/** A jackpot's amount as the grid around a card counts it, in its currency; undefined outside a grid or before it loads. */
export function useCardJackpot(kind: string): { amount: number; currencyIsoCode: string } | undefined {
  const store = useContext(CardJackpotsContext) ?? NO_STORE;
  const amount = useSyncExternalStore(
    store.subscribe,
    () => store.get().amounts.get(kind),
    () => store.get().amounts.get(kind),
  );
  const currencyIsoCode = useSyncExternalStore(
    store.subscribe,
    () => store.get().currencyIsoCode,
    () => store.get().currencyIsoCode,
  );
  return amount === undefined ? undefined : { amount, currencyIsoCode };
}
