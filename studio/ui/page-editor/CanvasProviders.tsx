import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createHttpClient, createPlatformClients } from '../../../engine/platform/index.ts';
import {
  brandThemeClass,
  brandThemeCss,
  fontFaceCss,
  latinPageFonts,
  PageDataContext,
  type PageData,
} from '../../../engine/page/index.ts';
import {
  AppEventsProvider,
  createAppEvents,
  LOGGED_OUT,
  PlatformProvider,
  PlayerSessionViewContext,
  type PlayerSessionView,
} from '../../../engine/player/index.ts';
import { CANVAS_COOKIE, CANVAS_PLATFORM_PATH } from '../../shared/canvas-paths.ts';
import { studioClient, type Draft } from '../common/studio-client.ts';

/** Who the canvas draws the page for. */
export interface CanvasVisitor {
  brand: string;
  path: string;
  country: string;
  loggedIn: boolean;
  mobile: boolean;
}

/** A logged-in player as the canvas shows one: the components' logged-in look, with no account behind it. */
const CANVAS_PLAYER: PlayerSessionView = { ...LOGGED_OUT, loggedIn: true, balance: 250 };

/** The page data the canvas renders with, from the studio (the brand and market over the drafts). */
export function useCanvasData(visitor: CanvasVisitor, drafts: Draft[]) {
  const [data, setData] = useState<PageData>();
  const request = JSON.stringify({ ...visitor, files: drafts.filter((draft) => !draft.path.includes('/content/')) });
  useEffect(() => {
    if (!visitor.brand) return;
    let live = true;
    studioClient.canvasData(JSON.parse(request)).then(
      (answer) => live && setData(answer),
      // A draft that does not load keeps the last good canvas; the problems are shown above.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [request]);
  // The canvas's pictures and platform calls reach the live preview's site as this visitor.
  useEffect(() => {
    if (!visitor.brand) return;
    document.cookie = `${CANVAS_COOKIE}=${encodeURIComponent(
      `${visitor.brand}|${visitor.country}|${visitor.mobile ? 'mobile' : 'desktop'}`,
    )}; path=/; SameSite=Strict`;
  }, [visitor.brand, visitor.country, visitor.mobile]);
  return data;
}

/**
 * What the site's components need around them: page data, a query client, the platform, events and
 * the session. Always there (the editor below keeps its state); the components are drawn once data has come.
 */
export function CanvasProviders({ data, loggedIn, children }: { data?: PageData; loggedIn: boolean; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }));
  const [platform] = useState(() => createPlatformClients(createHttpClient({ baseUrl: CANVAS_PLATFORM_PATH })));
  const [events] = useState(() => createAppEvents());
  // The components' links need a router; the canvas's goes nowhere (a click selects, it does not navigate).
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [data?.path ?? '/'] }) }),
  );
  return (
    <RouterContextProvider router={router}>
      <PageDataContext.Provider value={data as PageData}>
        <QueryClientProvider client={queryClient}>
          <PlatformProvider clients={platform}>
            <AppEventsProvider events={events}>
              <PlayerSessionViewContext.Provider value={loggedIn ? CANVAS_PLAYER : LOGGED_OUT}>
                {children}
              </PlayerSessionViewContext.Provider>
            </AppEventsProvider>
          </PlatformProvider>
        </QueryClientProvider>
      </PageDataContext.Provider>
    </RouterContextProvider>
  );
}

/**
 * The canvas frame's document dressed as the brand's page: its theme class, theme rule and fonts (the
 * whole latin files, fetched from the live preview's site: no core subset is made here), its language; the studio's own rules stay out of the brand's look (they are scoped to the studio's root).
 */
export function useBrandDocument(document: Document | undefined, data: PageData | undefined) {
  const css = useMemo(
    () => (data ? brandThemeCss(data.brand.name, data.brand.theme) + fontFaceCss(latinPageFonts(data.brand.theme)) : ''),
    [data],
  );
  useEffect(() => {
    if (!document || !data) return;
    const root = document.documentElement;
    root.classList.add(brandThemeClass(data.brand.name));
    root.lang = data.market.locale;
    let style = document.getElementById('brand-theme');
    if (!style) {
      style = document.createElement('style');
      style.id = 'brand-theme';
      document.head.append(style);
    }
    style.textContent = css;
    return () => root.classList.remove(brandThemeClass(data.brand.name));
  }, [document, data, css]);
}
