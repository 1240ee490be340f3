import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AppEventsProvider,
  createAppEvents,
  LOGGED_OUT,
  PlatformProvider,
  PlayerSessionViewContext,
  type AppEvents,
  type PlayerSessionView,
} from '../../engine/player/index.ts';
import { resolveMarket } from '../../engine/market/index.ts';
import { rulebookOf } from '../e2e/fixtures/markets.ts';
import { PageDataContext } from '../../engine/page/index.ts';
import type { PageData } from '../../engine/page/index.ts';
import type { BrandManifest, MarketManifest, PageRecord } from '../../schemas/index.ts';
import { builtLanguages, loadLanguage } from '../../engine/i18n/messages/index.ts';
import { createFakePlatform, type FakePlatform } from './fake-platform.ts';

// Components render in every market's language here, as they do on the server.
await Promise.all(builtLanguages.map(loadLanguage));

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../brands');
const readJson = <T,>(...parts: string[]) => JSON.parse(readFileSync(path.join(BRANDS_DIR, ...parts), 'utf8')) as T;

export interface RenderWithBrandOptions {
  /** Market file id; the rest-of-world market when absent. */
  market?: string;
  session?: Partial<PlayerSessionView>;
  record?: PageRecord | null;
  path?: string;
  events?: AppEvents;
  queryClient?: QueryClient;
  /** The platform the components reach through PlatformProvider; a fresh fake platform when absent. */
  platform?: FakePlatform;
  /** Theme settings over the brand's own (a logo it does not have). */
  theme?: Partial<BrandManifest['theme']>;
}

/** Page data for a repository brand and market, as the server would send it. */
export function pageDataFor(
  brandName: string,
  options: Pick<RenderWithBrandOptions, 'market' | 'record' | 'path' | 'theme'> = {},
): PageData {
  const { $schema: _schema, hosts: _hosts, ...read } = readJson<BrandManifest>(brandName, 'brand.json');
  const brand = { ...read, theme: { ...read.theme, ...options.theme } };
  const marketId = options.market ?? 'row';
  const manifest = readJson<MarketManifest>(brandName, 'markets', `${marketId}.json`);
  const market = resolveMarket(
    {
      manifest: { ...brand, hosts: [] } as BrandManifest,
      markets: [{ id: marketId, file: '', manifest, rulebook: rulebookOf(manifest) }],
    },
    { country: manifest.countryIso2Code ?? 'BR', device: 'desktop' },
  );
  return {
    brand,
    market,
    path: options.path ?? '/',
    record: options.record ?? null,
    notFoundRecord: null,
    pageKind: options.record?.kind ?? 'lobby',
    status: 200,
    game: null,
    wrappedApp: false,
    favicon: '/assets/favicon.svg',
    fonts: { faces: [], coreRange: 'U+0020-007E' },
    canonicalOrigin: 'https://example.test',
    alternates: [],
    platform: {
      cashierUrl: 'http://localhost:3001/cashier',
      portalUrl: 'http://localhost:3001/portal',
      telemetryUrl: null,
      deviceProfiling: null,
    },
    assets: { script: null, intlWarmUp: null, styles: [], preload: [] },
  };
}

/** Renders a component as a page of the brand would: page data, events, query client, session. */
export function renderWithBrand(brandName: string, ui: ReactElement, options: RenderWithBrandOptions = {}) {
  const events = options.events ?? createAppEvents();
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session: PlayerSessionView = { ...LOGGED_OUT, ...options.session };
  const data = pageDataFor(brandName, options);
  const platform = options.platform ?? createFakePlatform();
  const result = render(
    <PageDataContext.Provider value={data}>
      <QueryClientProvider client={queryClient}>
        <PlatformProvider clients={platform.clients}>
          <AppEventsProvider events={events}>
            <PlayerSessionViewContext.Provider value={session}>{ui}</PlayerSessionViewContext.Provider>
          </AppEventsProvider>
        </PlatformProvider>
      </QueryClientProvider>
    </PageDataContext.Provider>,
  );
  return { ...result, events, queryClient, data, platform };
}
