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

  it('keeps favourite request flags per game', () => {
    const store = createLobbyStore();
    store.setFavouritePending(7, true);
    expect(store.pendingFavourites().has(7)).toBe(true);
    store.setFavouritePending(7, false);
    expect(store.pendingFavourites().has(7)).toBe(false);
  });
});
