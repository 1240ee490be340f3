import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useBrand } from '../../page/index.ts';
import { usePlayerSessionView } from '../session-context.tsx';
import { nextPaint } from '../../main-thread/index.ts';
import { addRecentlyPlayedId, favouriteIdsWith, parseFavouriteIds, parseRecentlyPlayedIds } from './lobby-rules.ts';
import { loadPlayerGameIds } from './player-game-lists.ts';
import { useLobbyServices } from './use-lobby.ts';

export type PlayerListName = 'favourites' | 'recently-played';

/** The cache key of a player's list; the user token is part of it so a new login never sees the last one's list. */
export const playerListKey = (list: PlayerListName, userToken: string | undefined) => ['games', list, userToken ?? ''] as const;

const NO_IDS: readonly number[] = [];

function usePlayerList(list: PlayerListName, featureOn: boolean): readonly number[] {
  const { playerGames, throttledListLoad } = useLobbyServices();
  const { loggedIn, userToken, reportInvalidToken } = usePlayerSessionView();
  const query = useQuery({
    queryKey: playerListKey(list, userToken),
    enabled: featureOn && loggedIn && !!userToken,
    staleTime: 30_000,
    queryFn: () =>
      throttledListLoad(`${list}:${userToken}`, () =>
        loadPlayerGameIds({
          fetch: () =>
            list === 'favourites' ? playerGames.favourites(userToken ?? '') : playerGames.recentlyPlayed(userToken ?? ''),
          parse: list === 'favourites' ? parseFavouriteIds : parseRecentlyPlayedIds,
          onInvalidToken: reportInvalidToken,
        }),
      ),
  });
  return (loggedIn && query.data) || NO_IDS;
}

/** The player's favourite game ids (empty when logged out or the brand's toggle is off). */
export const useFavouriteIds = () => usePlayerList('favourites', useBrand().features.favouriteGames);
/** The player's recently played game ids, most recent first. */
export const useRecentlyPlayedIds = () => usePlayerList('recently-played', useBrand().features.recentlyPlayedGames);

/** Refetches the lists asked for (SPEC §4: on picking My Games, Favourite or Recently Played); throttled to 1 s. */
export function useRefreshPlayerLists() {
  const queryClient = useQueryClient();
  const { userToken } = usePlayerSessionView();
  return useCallback(
    (lists: { favourites: boolean; recentlyPlayed: boolean }) => {
      if (!userToken) return;
      if (lists.favourites) void queryClient.refetchQueries({ queryKey: playerListKey('favourites', userToken) });
      if (lists.recentlyPlayed) void queryClient.refetchQueries({ queryKey: playerListKey('recently-played', userToken) });
    },
    [queryClient, userToken],
  );
}

/** Puts the list the player sees right at once, before the server knows (SPEC §4 optimistic updates). */
async function updateListNow(queryClient: QueryClient, key: readonly unknown[], update: (ids: readonly number[]) => number[]) {
  // A refetch in flight would overwrite the optimistic list with the old one.
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<readonly number[]>(key, update(queryClient.getQueryData<readonly number[]>(key) ?? NO_IDS));
}

/**
 * SPEC §4 favourite toggle: the list changes at once, then the server is told. While that call is
 * in flight the game's request flag is set (a second toggle of it waits); on failure the flag is
 * cleared and the change is left as it is.
 *
 * The flag carries the state asked for, and the tapped heart shows it in the tap's own frame: the
 * lists that hold favourites (every grid on the page, My Games, the game page's tab) follow after
 * that paint, as they re-render more than one card.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { store, playerGames } = useLobbyServices();
  const { userToken } = usePlayerSessionView();
  return useCallback(
    async (gameGroupId: number) => {
      if (!userToken || store.pendingFavourites().has(gameGroupId)) return;
      const key = playerListKey('favourites', userToken);
      const favourite = !(queryClient.getQueryData<readonly number[]>(key) ?? NO_IDS).includes(gameGroupId);
      store.setFavouritePending(gameGroupId, favourite);
      try {
        await nextPaint();
        await updateListNow(queryClient, key, (ids) => favouriteIdsWith(ids, gameGroupId, favourite));
        await (favourite ? playerGames.addFavourite : playerGames.removeFavourite)(gameGroupId, userToken);
      } catch {
        // SPEC §4: not reverted; the next refresh of the list shows the server's view.
      } finally {
        store.setFavouritePending(gameGroupId, null);
      }
    },
    [queryClient, store, playerGames, userToken],
  );
}

/** The favourite state asked for by a toggle of the game in flight, or undefined when there is none. */
export function useFavouriteAsked(gameGroupId: number): boolean | undefined {
  const { store } = useLobbyServices();
  const read = () => store.pendingFavourites().get(gameGroupId);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** SPEC §4 recently played: the game goes to the front of the list at once, then the server is told. */
export function useRecordRecentlyPlayed() {
  const queryClient = useQueryClient();
  const { playerGames } = useLobbyServices();
  const { userToken } = usePlayerSessionView();
  return useCallback(
    async (gameGroupId: number) => {
      if (!userToken) return;
      await updateListNow(queryClient, playerListKey('recently-played', userToken), (ids) =>
        addRecentlyPlayedId(ids, gameGroupId),
      );
      await playerGames.addRecentlyPlayed(gameGroupId, userToken).catch(() => undefined);
    },
    [queryClient, playerGames, userToken],
  );
}
