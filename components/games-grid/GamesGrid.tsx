import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { isSearchActive, useToggleFavourite } from '../../engine/player/lobby/index.ts';
import { classNames, useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, useNearViewport, useValueAsShown, type ValueFollows } from '../ui/index.ts';
import * as styles from './GamesGrid.css.ts';
import { GameRow } from './GameRow.tsx';
import { CardJackpotsProvider } from './CardJackpots.tsx';
import { GridSkeleton } from './GridSkeleton.tsx';
import { ROW_DEFAULT_MAX, gridLayoutFor } from './grid-geometry.ts';
import { useElementBox } from './use-element-width.ts';
import { useGridGames, useLobbyView, type LobbyView } from './use-grid-games.ts';
import type { CardOptions } from './VirtualGameGrid.tsx';

/**
 * The virtualised grid (and its virtualiser) is only drawn once the catalogue has arrived: its code
 * loads beside the catalogue instead of in the page's first load.
 */
const loadVirtualGameGrid = () => import('./VirtualGameGrid.tsx');
const VirtualGameGrid = lazy(() => loadVirtualGameGrid().then((module) => ({ default: module.VirtualGameGrid })));

/**
 * gamesGrid: the lobby's active category (or search results), a fixed category, or My Games, as a
 * virtualised grid or a single row. The server renders a skeleton: the catalogue is fetched in the browser.
 *
 * The lobby grid follows the lobby's selection and search text after the press has painted: a tab,
 * chip or key is drawn at once, alone in its frame (a new grid's images in that frame kept it from
 * the screen for over 100 ms on a phone), the old grid stays (and works, its section aria-busy)
 * meanwhile, and the new one follows in a transition, its render yielding to the browser. This shell
 * is all a press re-renders at once: the memoised body, with every hook that reads the catalogue, the
 * lists and the jackpots, renders only for the view that follows.
 */
export default function GamesGrid({ props }: ComponentRenderProps<'gamesGrid'>) {
  const { title, source = 'lobby' } = props;
  const t = useText(lobbyMessages);
  const headingId = useId();
  const current = useLobbyView(source === 'lobby');
  const view = useValueAsShown(current, viewFollows);
  const label = title ?? t('grid.loading');
  const sectionRef = useRef<HTMLElement>(null);
  // A search waiting for typing to pause says so; the grid below is still the last one.
  const searching = view.searchText !== current.searchText && isSearchActive(current.searchText);
  return (
    <section
      className={classNames(styles.section, source === 'lobby' && styles.lobbySection, searching && styles.searching)}
      ref={sectionRef}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={view !== current || undefined}
    >
      {title && (
        <h2 className={styles.heading} id={headingId}>
          {title}
        </h2>
      )}
      {searching && (
        <p className={styles.searchingStatus} role="status">
          {t('grid.searching', { text: current.searchText.trim() })}
        </p>
      )}
      <GridBody props={props} view={view} label={label} sectionRef={sectionRef} />
    </section>
  );
}

/**
 * The first category, when the catalogue arrives, is no press: it comes as soon as it can. A search's
 * results come when typing pauses: each key's own frame is then the search box's alone, and the
 * results of a word half typed are not drawn (a search over 10,000 games drawn between keys put a
 * 200 ms task before the next key). Everything else comes once the press has painted.
 */
const viewFollows = (shown: LobbyView, next: LobbyView): ValueFollows => {
  if (shown.category === null) return 'asDeferredValue';
  return next.searchText !== shown.searchText && next.searchText !== '' ? 'inTransitionWhenQuiet' : 'inTransitionAfterPaint';
};

interface GridBodyProps extends Pick<ComponentRenderProps<'gamesGrid'>, 'props'> {
  view: LobbyView;
  label: string;
  sectionRef: RefObject<HTMLElement | null>;
}

const GridBody = memo(function GridBody({ props, view, label, sectionRef }: GridBodyProps) {
  const { source = 'lobby', layout = 'grid', maxGames } = props;
  const t = useText(lobbyMessages);
  const { features } = useBrand();
  const session = usePlayerSessionView();
  const events = useAppEvents();
  const toggleFavourite = useToggleFavourite();
  const grid = useGridGames(props, view);
  // A row's cards all render at once: a row further down the page waits until the player scrolls near it.
  const near = useNearViewport(sectionRef);
  // Measured while the skeleton shows, so the grid's first render has its columns right.
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyBox = useElementBox(bodyRef);
  useEffect(() => {
    if (layout === 'grid') void loadVirtualGameGrid();
  }, [layout]);

  // The latest session and toggle behind one stable callback, so memoised cards never re-render for it.
  const latest = useRef({ loggedIn: session.loggedIn, toggleFavourite, events });
  latest.current = { loggedIn: session.loggedIn, toggleFavourite, events };
  const onFavourite = useCallback((gameGroupId: number) => {
    const { loggedIn, toggleFavourite: toggle, events: bus } = latest.current;
    if (loggedIn) void toggle(gameGroupId);
    else bus.emit('modal:open', { name: 'login' });
  }, []);

  const card = useMemo<CardOptions>(
    () => ({
      showFavourite: features.favouriteGames,
      loggedIn: session.loggedIn,
      showJackpot: features.gameCardJackpotTicker,
      onFavourite,
    }),
    [features.favouriteGames, features.gameCardJackpotTicker, session.loggedIn, onFavourite],
  );
  const readyGames = grid.status === 'ready' ? grid.games : null;
  const showsJackpots = useMemo(
    () => features.gameCardJackpotTicker && !!readyGames?.some((game) => game.Jackpot),
    [features.gameCardJackpotTicker, readyGames],
  );

  function body() {
    if (grid.status === 'failed')
      return (
        <p className={styles.status} role="alert">
          {t('grid.failed')}
        </p>
      );
    if (grid.status === 'loading' || (layout === 'row' && !near))
      return <GridSkeleton layout={layout} count={maxGames ?? ROW_DEFAULT_MAX} label={t('grid.loading')} />;
    const { games, favourites, searchText, showsMyGames } = grid;
    if (showsMyGames && !session.loggedIn)
      return (
        <div className={styles.notice}>
          <p>{t('grid.loggedOut')}</p>
          <Button type="button" onClick={() => events.emit('modal:open', { name: 'login' })}>
            {t('grid.login')}
          </Button>
        </div>
      );
    const count = t('grid.count', { count: games.length });
    return (
      <>
        {source === 'lobby' && (
          <p className={styles.status} role="status">
            {searchText === null
              ? count
              : games.length === 0
                ? t('grid.noResults', { text: searchText })
                : `${t('grid.results', { text: searchText })}: ${count}`}
          </p>
        )}
        {games.length === 0 && searchText === null && (
          <p className={styles.status}>{showsMyGames ? t('grid.myGamesEmpty') : t('grid.empty')}</p>
        )}
        {layout === 'row' ? (
          <GameRow
            games={games}
            favourites={favourites}
            card={card}
            label={label}
            compact={gridLayoutFor(bodyBox.width).compact}
          />
        ) : (
          <Suspense fallback={<GridSkeleton layout={layout} count={ROW_DEFAULT_MAX} label={t('grid.loading')} />}>
            <VirtualGameGrid games={games} favourites={favourites} card={card} label={label} initialBox={bodyBox} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div ref={bodyRef}>
      <CardJackpotsProvider enabled={showsJackpots}>{body()}</CardJackpotsProvider>
    </div>
  );
});
