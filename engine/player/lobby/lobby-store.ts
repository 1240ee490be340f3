import { initialLobbyState, lobbyReducer, type LobbyAction, type LobbyState } from './lobby-state.ts';

/** The lobby state as a tiny external store: components subscribe with useSyncExternalStore and a selector. */
export interface LobbyStore {
  getState(): LobbyState;
  dispatch(action: LobbyAction): LobbyState;
  subscribe(listener: () => void): () => void;
  /**
   * Favourite toggles whose server call is in flight (SPEC §4 "request flag"), each with the state
   * the player asked for: the heart shows it at once, before the lists that hold favourites follow.
   */
  pendingFavourites(): ReadonlyMap<number, boolean>;
  /** Marks a toggle in flight with the state asked for, or (null) its call as done. */
  setFavouritePending(gameGroupId: number, asked: boolean | null): void;
}

export function createLobbyStore(initial: LobbyState = initialLobbyState): LobbyStore {
  let state = initial;
  let pending: ReadonlyMap<number, boolean> = new Map();
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
    setFavouritePending(gameGroupId, asked) {
      if ((pending.get(gameGroupId) ?? null) === asked) return;
      const next = new Map(pending);
      if (asked === null) next.delete(gameGroupId);
      else next.set(gameGroupId, asked);
      pending = next;
      notify();
    },
  };
}
