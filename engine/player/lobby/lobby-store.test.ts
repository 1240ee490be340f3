import { describe, expect, it, vi } from 'vitest';
import { createLobbyStore } from './lobby-store.ts';
import { fixtureCatalogue } from './testing/catalogue-fixture.ts';

describe('the lobby store', () => {
  it('tells subscribers of a change, and stays quiet when nothing changed', () => {
    const store = createLobbyStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'catalogueLoaded', categories: fixtureCatalogue() });
    store.dispatch({ type: 'categorySelected', category: 'slots' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().category).toBe('slots');
  });

  it('keeps favourite request flags per game, with the state the player asked for', () => {
    const store = createLobbyStore();
    store.setFavouritePending(7, false);
    store.setFavouritePending(8, true);
    expect(store.pendingFavourites().get(7)).toBe(false);
    expect(store.pendingFavourites().get(8)).toBe(true);
    store.setFavouritePending(7, null);
    expect(store.pendingFavourites().has(7)).toBe(false);
    expect(store.pendingFavourites().has(8)).toBe(true);
  });
});
