import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
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

type CardJackpotValue = { amount: number; currencyIsoCode: string } | undefined;

const valueOf = (jackpots: CountedJackpots, kind: string): CardJackpotValue => {
  const amount = jackpots.amounts.get(kind);
  return amount === undefined ? undefined : { amount, currencyIsoCode: jackpots.currencyIsoCode };
};
const sameValue = (a: CardJackpotValue, b: CardJackpotValue) =>
  a === b || (!!a && !!b && a.amount === b.amount && a.currencyIsoCode === b.currencyIsoCode);

/**
 * A jackpot's amount as the grid around a card counts it, in its currency; undefined outside a grid or
 * before it loads. Each new amount reaches the badge as a transition (useSyncExternalStore would force
 * a blocking render whenever a tick landed during the grid's own render).
 */
export function useCardJackpot(kind: string): CardJackpotValue {
  const store = useContext(CardJackpotsContext) ?? NO_STORE;
  const [value, setValue] = useState(() => valueOf(store.get(), kind));
  useEffect(() => {
    const follow = () => {
      const next = valueOf(store.get(), kind);
      startTransition(() => setValue((shown) => (sameValue(shown, next) ? shown : next)));
    };
    follow();
    return store.subscribe(follow);
  }, [store, kind]);
  return value;
}
