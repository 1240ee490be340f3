import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { catalogueGames, type CatalogueCategory, type CatalogueGame } from '../../engine/platform/index.ts';
import { useFavouriteIds, useRecentlyPlayedIds } from '../../engine/player/lobby/index.ts';
import { useText } from '../../engine/page/index.ts';
import { GameCardList } from './GameCardList.tsx';
import * as styles from './GameSidePanel.css.ts';

type Tab = 'favourite' | 'recent' | 'more';

const byIds = (games: Map<number, CatalogueGame>, ids: readonly number[]) =>
  ids.flatMap((id) => (games.has(id) ? [games.get(id) as CatalogueGame] : []));

/** SPEC §2: the game window's side panel (in the game menu on a phone): Favourite, Recently Played and More Games, with a category choice. */
export function GameSidePanel({
  categories,
  currentGameId,
  moreGamesCount,
  loggedIn,
  inMenu = false,
}: {
  categories: readonly CatalogueCategory[];
  currentGameId: number;
  moreGamesCount: number;
  loggedIn: boolean;
  /** In the game bar's menu on a phone, rather than beside the game. */
  inMenu?: boolean;
}) {
  const t = useText(gameMessages);
  const id = useId();
  const tabs: Tab[] = loggedIn ? ['favourite', 'recent', 'more'] : ['more'];
  const [tab, setTab] = useState<Tab>(loggedIn ? 'favourite' : 'more');
  const active = tabs.includes(tab) ? tab : 'more';
  const [categoryIndex, setCategoryIndex] = useState(0);
  // The lobby's lists: one cache, one throttle, the same token rules (SPEC §4, §5).
  const favouriteIds = useFavouriteIds();
  const recentlyPlayedIds = useRecentlyPlayedIds();
  const gamesById = useMemo(() => new Map(catalogueGames(categories).map((game) => [game.GameGroupId, game])), [categories]);
  const label = { favourite: t('game.tabFavourite'), recent: t('game.tabRecent'), more: t('game.tabMore') };

  const shown =
    active === 'favourite'
      ? byIds(gamesById, favouriteIds)
      : active === 'recent'
        ? byIds(gamesById, recentlyPlayedIds)
        : (categories[categoryIndex]?.Games ?? []).filter((game) => game.GameGroupId !== currentGameId).slice(0, moreGamesCount);
  const empty = active === 'favourite' ? t('game.noFavourites') : active === 'recent' ? t('game.noRecent') : '';

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] as Tab;
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };

  return (
    <aside className={inMenu ? styles.inMenu : styles.panel} aria-label={t('game.panelLabel')}>
      <div className={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            className={styles.tabButton}
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={name === active}
            aria-controls={`${id}-panel`}
            tabIndex={name === active ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {active === 'more' ? (
          <label className={styles.field}>
            {t('game.category')}
            {categories.length ? (
              <select value={categoryIndex} onChange={(event) => setCategoryIndex(Number(event.target.value))}>
                {categories.map((category, index) => (
                  <option key={category.Name} value={index}>
                    {category.Name}
                  </option>
                ))}
              </select>
            ) : (
              // A form control's first layout held the page's first frame back by about 45 ms (Chromium).
              <span className={styles.categoryListLoading} aria-hidden="true" />
            )}
          </label>
        ) : null}
        <GameCardList games={shown} emptyText={empty} />
      </div>
    </aside>
  );
}
