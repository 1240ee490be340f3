import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import { catalogueQueryOptions } from '../../platform/index.ts';
import { useBrand, useMarket } from '../../page/index.ts';
import { indexCatalogue, type CatalogueIndex } from './lobby-games.ts';
import { usePlatform } from '../platform-context.tsx';
import { createLobbyServices, lobbyServicesFor, type LobbyServices } from './lobby-services.ts';
import type { LobbyAction, LobbyState } from './lobby-state.ts';
import type { Category } from '../../platform/index.ts';

/** The lobby services of this page (see lobbyServicesFor for why they hang off the QueryClient). */
export function useLobbyServices(): LobbyServices {
  const platform = usePlatform();
  return lobbyServicesFor(useQueryClient(), () => createLobbyServices(platform));
}

/** A slice of the lobby state; the component re-renders only when the slice changes. */
export function useLobbySelector<T>(select: (state: LobbyState) => T): T {
  const { store } = useLobbyServices();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useLobbyDispatch(): (action: LobbyAction) => LobbyState {
  const { store } = useLobbyServices();
  return store.dispatch;
}

export interface GameCatalogue {
  /** The categories, or null until they have loaded in the browser. */
  categories: readonly Category[] | null;
  index: CatalogueIndex | null;
  failed: boolean;
}

const indexes = new WeakMap<readonly Category[], CatalogueIndex>();
const indexOf = (categories: readonly Category[]) => {
  let index = indexes.get(categories);
  if (!index) indexes.set(categories, (index = indexCatalogue(categories)));
  return index;
};

/**
 * The brand's catalogue (SPEC §4: loaded once). The server never fetches it: it renders a skeleton,
 * and so does the first render in the browser, until the catalogue arrives.
 */
export function useGameCatalogue(): GameCatalogue {
  const { http, store } = useLobbyServices();
  const brand = useBrand();
  const market = useMarket();
  const query = useQuery({ ...catalogueQueryOptions(http, brand.productNodeId, market.country) });
  const loaded = useLobbySelector((state) => state.categories);
  useEffect(() => {
    if (query.data) store.dispatch({ type: 'catalogueLoaded', categories: query.data });
  }, [query.data, store]);
  // Every grid, the category bar and the winners' carousel render from the catalogue: deferred, that
  // render yields to the browser instead of blocking it in one long task when the catalogue arrives.
  const categories = useDeferredValue(loaded ?? null);
  const index = useMemo(() => (categories ? indexOf(categories) : null), [categories]);
  return { categories, index, failed: query.isError && !categories };
}

/** Picks a category or sub-category and toggles search, keeping the page's lobby state shared. */
export function useLobbyActions() {
  const dispatch = useLobbyDispatch();
  return {
    selectCategory: useCallback((category: string) => dispatch({ type: 'categorySelected', category }), [dispatch]),
    selectSubCategory: useCallback((subCategory: string) => dispatch({ type: 'subCategorySelected', subCategory }), [dispatch]),
    toggleSearch: useCallback(() => dispatch({ type: 'searchToggled' }), [dispatch]),
    setSearchText: useCallback((text: string) => dispatch({ type: 'searchTextChanged', text }), [dispatch]),
  };
}
