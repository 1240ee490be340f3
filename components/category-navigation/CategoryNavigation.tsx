import { useAnalytics } from '../../engine/analytics/index.ts';
import { memo, useCallback, useEffect, useMemo, type ComponentProps } from 'react';
import { lobbyMessages, type LobbyMessageKey } from '../../engine/i18n/messages/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import {
  listsToRefresh,
  MY_GAMES,
  useGameCatalogue,
  useLobbyDispatch,
  useLobbySelector,
  useRefreshPlayerLists,
  type LobbyAction,
  type MyGamesView,
} from '../../engine/player/lobby/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { CategoryTabs, type TabItem } from './CategoryTabs.tsx';
import * as styles from './navigation.css.ts';
import { SearchBox } from './SearchBox.tsx';
import { SubCategoryChips, type ChipItem } from './SubCategoryChips.tsx';

const MY_GAMES_LABELS: Record<MyGamesView, LobbyMessageKey> = {
  all: 'nav.myGames.all',
  favourites: 'nav.myGames.favourites',
  'recently-played': 'nav.myGames.recentlyPlayed',
};

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" strokeLinecap="round" />
    </svg>
  );
}

/** The bar's shape while the catalogue loads (server render and first browser render). */
function NavigationSkeleton({ label }: { label: string }) {
  return (
    <nav className={styles.nav} aria-label={label} aria-busy="true">
      <div className={styles.topRow}>
        <div className={styles.scrollList}>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={styles.placeholder({ kind: 'tab' })} />
          ))}
        </div>
      </div>
      <div className={styles.chipRow}>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className={styles.placeholder({ kind: 'chip' })} />
        ))}
      </div>
    </nav>
  );
}

/**
 * categoryNavigation: category tabs, the active category's sub-categories, My Games (logged in)
 * and search. Its state is shared with the lobby's games grid through the page's lobby store.
 *
 * A pick re-renders what shows it and no more: the tabs (the two whose state changed) and then the
 * chips read the selection themselves; this bar renders again only for the catalogue, the player and search.
 */
export default function CategoryNavigation({ props }: ComponentRenderProps<'categoryNavigation'>) {
  const analytics = useAnalytics();
  const { showSearch = true, showMyGames = true } = props;
  const t = useText(lobbyMessages);
  const { features } = useBrand();
  const { loggedIn } = usePlayerSessionView();
  const { categories } = useGameCatalogue();
  const dispatch = useLobbyDispatch();
  const refreshLists = useRefreshPlayerLists();
  const searchOpen = useLobbySelector((state) => state.searchOpen);
  const myGamesViews = useMemo(
    (): MyGamesView[] => [
      'all',
      ...(features.favouriteGames ? (['favourites'] as const) : []),
      ...(features.recentlyPlayedGames ? (['recently-played'] as const) : []),
    ],
    [features],
  );
  const myGamesOffered = showMyGames && loggedIn && myGamesViews.length > 1;

  useEffect(() => {
    if (!myGamesOffered) dispatch({ type: 'myGamesLeft' });
  }, [myGamesOffered, dispatch]);

  /** Picks, then refreshes the player lists the new selection shows (SPEC §4). */
  const select = useCallback(
    (action: LobbyAction) => refreshLists(listsToRefresh(dispatch(action), features)),
    [refreshLists, dispatch, features],
  );
  const selectCategory = useCallback(
    (key: string) => {
      analytics.track({ kind: 'interaction', data: { eventName: 'category_selection', eventDetail: key } });
      select({ type: 'categorySelected', category: key });
    },
    [analytics, select],
  );
  const selectSubCategory = useCallback((key: string) => select({ type: 'subCategorySelected', subCategory: key }), [select]);

  const tabs = useMemo((): TabItem[] | null => {
    if (!categories) return null;
    const catalogueTabs = categories.map((entry) => ({
      key: entry.GameCategoryType,
      label: entry.Name,
      icon: entry.ImageUrl,
      activeIcon: entry.ActiveImageUrl,
    }));
    return myGamesOffered ? [{ key: MY_GAMES, label: t('nav.myGames') }, ...catalogueTabs] : catalogueTabs;
  }, [categories, myGamesOffered, t]);

  const chipsByCategory = useMemo(() => {
    const byCategory = new Map<string, ChipItem[]>(
      (categories ?? []).map((entry) => [
        entry.GameCategoryType,
        entry.SubCategories.map((sub) => ({
          key: String(sub.Id),
          label: sub.Name,
          icon: sub.ImageUrl,
          activeIcon: sub.ActiveImageUrl,
        })),
      ]),
    );
    byCategory.set(
      MY_GAMES,
      myGamesViews.map((view) => ({ key: view, label: t(MY_GAMES_LABELS[view]) })),
    );
    return byCategory;
  }, [categories, myGamesViews, t]);

  if (!tabs) return <NavigationSkeleton label={t('nav.label')} />;

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <div className={styles.topRow}>
        <SelectedCategoryTabs items={tabs} label={t('nav.categories')} onSelect={selectCategory} />
        {showSearch && (
          <button
            className={styles.searchToggle}
            type="button"
            aria-pressed={searchOpen}
            aria-label={t('nav.search.toggle')}
            onClick={() => dispatch({ type: 'searchToggled' })}
          >
            <MagnifierIcon />
          </button>
        )}
      </div>
      {showSearch && searchOpen && <SearchBox placeholder={props.searchPlaceholder ?? t('nav.search.placeholder')} />}
      <SubCategoryChips chipsByCategory={chipsByCategory} label={t('nav.subCategories')} onSelect={selectSubCategory} />
    </nav>
  );
}

/** The category tabs, the lobby's category selected. */
const SelectedCategoryTabs = memo(function SelectedCategoryTabs(props: Omit<ComponentProps<typeof CategoryTabs>, 'activeKey'>) {
  const category = useLobbySelector((state) => state.category);
  return <CategoryTabs {...props} activeKey={category} />;
});
