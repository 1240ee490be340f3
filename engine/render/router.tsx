import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  useRouterState,
  type RouterHistory,
} from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { AnalyticsProvider, SessionAnalytics } from '../analytics/index.ts';
import { AppEventsProvider, PlatformProvider, PlayerSessionProvider } from '../player/index.ts';
import type { PlatformClients } from '../platform/index.ts';
import { Document } from './document.tsx';
import type { ComponentErrorReporter } from './node-boundary.tsx';
import { PageDataContext, type PageData } from '../page/index.ts';
import { TelemetryReporter } from './telemetry-reporter.tsx';
import { ComponentErrorContext, PageTree } from './page-tree.tsx';

export interface RouterContext {
  /** The page data of a location: embedded in the HTML on first load, fetched on navigation. */
  loadPageData(href: string): Promise<PageData>;
  queryClient: QueryClient;
  /** The app's platform clients, made once (engine/platform's createPlatformClients) and handed down. */
  platform: PlatformClients;
  reportError: ComponentErrorReporter;
}

function Root() {
  const { queryClient, platform, reportError } = rootRoute.useRouteContext();
  const data = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as PageData | undefined });
  const features = data?.brand.features;
  const toggles = useMemo(
    () => ({
      revampedJackpotTicker: Boolean(features?.revampedJackpotTicker),
      gameCardJackpotTicker: Boolean(features?.gameCardJackpotTicker),
    }),
    [features],
  );
  // Browser tests (and scripts) can wait for this instead of guessing when the page became interactive.
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  if (!data) return null;
  return (
    <PageDataContext.Provider value={data}>
      <Document data={data}>
        <QueryClientProvider client={queryClient}>
          <PlatformProvider clients={platform}>
            <AppEventsProvider>
              <ComponentErrorContext.Provider value={reportError}>
                <AnalyticsProvider
                  brand={data.brand.name}
                  inApp={data.wrappedApp}
                  forwardToApp={data.brand.features.wrappedApp.forwardAnalytics}
                  toggles={toggles}
                  path={data.path}
                >
                  <PlayerSessionProvider>
                    <SessionAnalytics />
                    <TelemetryReporter
                      url={data.brand.features.telemetry === false ? undefined : (data.platform.telemetryUrl ?? undefined)}
                      attributes={{
                        brand: data.brand.name,
                        market: data.market.marketId ?? 'none',
                        country: data.market.country,
                        variant: data.wrappedApp ? 'app' : 'web',
                      }}
                      path={data.path}
                    />
                    <Outlet />
                  </PlayerSessionProvider>
                </AnalyticsProvider>
              </ComponentErrorContext.Provider>
            </AppEventsProvider>
          </PlatformProvider>
        </QueryClientProvider>
      </Document>
    </PageDataContext.Provider>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Root });

const pageLoader = ({ context, location }: { context: RouterContext; location: { href: string } }) =>
  context.loadPageData(location.href);

/** `/`: the lobby. */
const lobbyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', loader: pageLoader, component: PageTree });
/** `/game/$gameGroupId`: the game window; its content is the record of /game/{id}. */
const gameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/game/$gameGroupId',
  loader: pageLoader,
  component: PageTree,
});
/** Every other path: blog, promotions, help and error pages come from content. */
const contentRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', loader: pageLoader, component: PageTree });

const routeTree = rootRoute.addChildren([lobbyRoute, gameRoute, contentRoute]);

/**
 * Links preload their page when a pointer rests on them or they take focus. Not on a screen without
 * hover (a phone): there the router preloads on touchstart, in the touch's own task, and that work
 * (matching, the loader's call) came before the tap's pressed state could paint; the tap's own
 * navigation loads the page a moment later instead.
 */
const linkPreload = () => (typeof window !== 'undefined' && window.matchMedia?.('(hover: none)').matches ? false : 'intent');

export function createAppRouter(context: RouterContext, { history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: linkPreload(),
    defaultPreloadStaleTime: 30_000,
    // A new page starts at its top; Back finds the page scrolled as it was (rememberScrollPositions).
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false, staleTime: 60_000 } } });
