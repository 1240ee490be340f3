import { initialLobbyState, lobbyReducer, type LobbyAction, type LobbyState } from './lobby-state.ts';

/** The lobby state as a tiny external store: components subscribe with useSyncExternalStore and a selector. */
export interface LobbyStore {
  getState(): LobbyState;
  dispatch(action: LobbyAction): LobbyState;
  subscribe(listener: () => void): () => void;
  /** Favourite toggles whose server call is in flight (SPEC §4 "request flag"). */
  pendingFavourites(): ReadonlySet<number>;
  setFavouritePending(gameGroupId: number, pending: boolean): void;
}

export function createLobbyStore(initial: LobbyState = initialLobbyState): LobbyStore {
  let state = initial;
  let pending: ReadonlySet<number> = new Set();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getState: () => state,
    dispatch(action) {
      const next = lobbyReducer(state, action);
      if (next !== state) {
        state = next;
        notify();
      }
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pendingFavourites: () => pending,
    setFavouritePending(gameGroupId, on) {
      if (pending.has(gameGroupId) === on) return;
      const next = new Set(pending);
      if (on) next.add(gameGroupId);
      else next.delete(gameGroupId);
      pending = next;
      notify();
    },
  };
}
