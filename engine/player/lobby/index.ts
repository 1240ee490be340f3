export {
  SEARCH_MIN_CHARACTERS,
  PLAYER_LIST_FETCH_THROTTLE_MS,
  isSearchActive,
  createSearchIndex,
  prepareSearchIndex,
  searchGames,
  parseFavouriteIds,
  parseRecentlyPlayedIds,
  addRecentlyPlayedId,
  favouriteIdsWith,
  isInvalidTokenError,
  type SearchIndex,
} from './lobby-rules.ts';
export { searchIndexOf, prepareSearchIndexOf } from './search-indexes.ts';
export {
  MY_GAMES,
  MY_GAMES_VIEWS,
  initialLobbyState,
  lobbyReducer,
  listsToRefresh,
  subCategoryKeysOf,
  type LobbyState,
  type LobbyAction,
  type MyGamesView,
  type PlayerListFeatures,
} from './lobby-state.ts';
export {
  indexCatalogue,
  gamesByIds,
  gamesOfSelection,
  gamesOfCategoryType,
  mergeMyGameIds,
  myGamesIds,
  type CatalogueIndex,
  type PlayerGameIds,
} from './lobby-games.ts';
export { createLobbyStore, type LobbyStore } from './lobby-store.ts';
export { createLobbyServices, lobbyServicesFor, type LobbyServices } from './lobby-services.ts';
export { loadPlayerGameIds, createThrottledLoader } from './player-game-lists.ts';
export {
  BIG_WIN_SORT_MODES,
  REELS_SLIDES_PER_GROUP,
  deriveBigWins,
  sortBigWins,
  groupSlides,
  hourKeyOf,
  seededRandom,
  type BigWin,
  type BigWinSortMode,
} from './big-wins.ts';
export { JACKPOT_POLL_MS, countUpValue } from './jackpot-count-up.ts';
export {
  useLobbyServices,
  useLobbySelector,
  useLobbyDispatch,
  useGameCatalogue,
  useLobbyActions,
  type GameCatalogue,
} from './use-lobby.ts';
export {
  playerListKey,
  useFavouriteIds,
  useRecentlyPlayedIds,
  useRefreshPlayerLists,
  useToggleFavourite,
  useFavouriteAsked,
  useRecordRecentlyPlayed,
  type PlayerListName,
} from './use-player-game-lists.ts';
export {
  useCountedJackpots,
  usePlayerCurrency,
  type CountedJackpots,
  type JackpotValue,
  type JackpotValues,
} from './use-jackpots.ts';
export { useMediaQuery, usePrefersReducedMotion, useSmallScreen } from './use-media-query.ts';
export type { Game, Category, SubCategory } from '../../platform/index.ts';
export { useBigWins } from './use-big-wins.ts';
