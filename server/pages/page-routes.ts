import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { PageData } from '../../engine/page/page-data.ts';
import { renderPageToHtml } from '../../engine/render/server-render.tsx';
import { createBoundedCache, CACHE_POLICY } from '../cache/bounded-cache.ts';
import { createCoalescer } from '../cache/coalesce.ts';
import { PublicError } from '../http/answer-errors.ts';
import type { Logger } from '../logging/logger.ts';
import { inlineScriptHashes } from '../security/inline-script-hashes.ts';
import { deviceVary, type RequestVisitor } from '../visitor/index.ts';
import { encodePage } from './encoded-page.ts';
import { cacheKey } from '../cache/cache-keys.ts';
import {
  isKept,
  PAGE_REVALIDATE_MS,
  pageHead,
  pageLifetimeMs,
  toCachedPage,
  writePage,
  type CachedPage,
} from './page-response.ts';
import { MAX_PAGE_HREF_LENGTH, pageUrlOf, type createPageDataLoader } from './page-data-loader.ts';
import type { Metrics } from '../ops/index.ts';
import { createPublicPageShortcut } from './public-page-shortcut.ts';
import { pageFileRoutes } from './page-file-routes.ts';
import { fontsOfBrand } from '../fonts/brand-fonts.ts';
import { createFontFiles } from '../fonts/font-files.ts';

export interface PageRoutesOptions {
  brandsDir: string;
  clientDir: string;
  nodeModulesDir: string;
  loadPageData: ReturnType<typeof createPageDataLoader>;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
  logger: Logger;
  /** The lower-case header the edge puts the visitor's country in: pages vary on it. */
  geoCountryHeader?: string;
  /** The edge's device header (lower-case), when configured: pages vary on it instead of User-Agent. */
  deviceHeader?: string;
  /** Each page request: served from the page cache, or not (rendered, or waiting for a render). */
  countPageCache?: (outcome: 'hit' | 'miss') => void;
  /**
   * With these, a public page's answer is remembered and the same request answered again straight
   * from the server's request event (`serve`), measured and logged as any request.
   */
  shortcutMetrics?: Pick<Metrics, 'request' | 'pageCache'>;
  /** The clock a page's age is told by. */
  now?: () => number;
}

const PAGE_PATH_RULE = `path must be one path of this site: it starts with a single /, climbs nowhere and is at most ${MAX_PAGE_HREF_LENGTH} characters`;

/**
 * The CMS nodes a page is made from, for its cache tags: the market's content node, and on a game
 * page the game's content node.
 */
const pageNodeIds = (data: PageData): number[] => [data.market.marketNodeId, ...(data.game ? [data.game.SiteGameContentId] : [])];

/** Pages (server-rendered, cached), their data for client navigation, and the files they need. */
export function createPageRoutes({
  brandsDir,
  clientDir,
  nodeModulesDir,
  loadPageData,
  brandOf,
  visitor,
  logger,
  geoCountryHeader,
  deviceHeader,
  countPageCache,
  shortcutMetrics,
  now = Date.now,
}: PageRoutesOptions) {
  const pages = createBoundedCache<CachedPage>({ ...CACHE_POLICY, ttlMs: PAGE_REVALIDATE_MS });
  const shortcut =
    shortcutMetrics &&
    createPublicPageShortcut({
      cachedPage: (key) => pages.get(key),
      logger,
      metrics: shortcutMetrics,
      edge: { geoCountryHeader, deviceHeader },
      now,
    });
  const renders = createCoalescer<CachedPage>();
  const renderPage = pageRenderer({ loadPageData, brandOf, logger, now });
  // The device (from the edge's device header, else User-Agent) chooses the market's casino and client type ids the page carries.
  const vary = ['Accept-Encoding', deviceVary(deviceHeader), ...(geoCountryHeader ? [geoCountryHeader] : [])].join(', ');
  const fonts = createFontFiles({ nodeModulesDir });

  const routes = Router().use(pageFileRoutes({ brandsDir, clientDir, fonts, brandOf, logger }));
  routes.get('/{*page}', async (req, res) => {
    // The router's canonical path has no trailing slash (it would answer a redirect, not a page): say so at once.
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.indexOf('?');
      return void res.redirect(308, req.path.replace(/\/+$/, '') + (query === -1 ? '' : req.originalUrl.slice(query)));
    }
    const seen = visitor(req, res);
    const key = pageKeyOf(req, brandOf(res), seen);
    const cached = pages.get(key);
    countPageCache?.(cached ? 'hit' : 'miss');
    // Concurrent misses for one page wait for the same render.
    const page =
      cached ??
      (await renders.run(key, async () => {
        const rendered = await renderPage(req, res);
        if (isKept(rendered)) pages.set(key, rendered, rendered.size + key.length, pageLifetimeMs(rendered));
        return rendered;
      }));
    const policy = res.getHeader('Content-Security-Policy');
    const head = pageHead(page, {
      personal: seen.personalGeo,
      vary,
      contentSecurityPolicy: typeof policy === 'string' ? policy : undefined,
    });
    writePage(req, res, page, { head, now: now() });
    if (!seen.personalGeo && isKept(page)) shortcut?.remember(req, res, key, page);
  });

  return {
    routes,
    dataRoutes: pageDataRoute(loadPageData),
    /** Answers a stored public page from the server's request event when it can; false: hand it to the app. */
    serve: (req: IncomingMessage, res: ServerResponse): boolean => shortcut?.serve(req, res) ?? false,
    clear: () => {
      pages.clear();
      fonts.clear();
    },
    /**
     * Drops the pages whose cache key `stale` picks (a published change). The stored-page shortcut
     * checks the cache before each answer, so a dropped page stops being served there too.
     */
    drop: (stale: (key: string) => boolean) => pages.deleteWhere(stale),
    close: () => {
      pages.close();
      void fonts.close();
    },
    /** Makes the brands' preloaded font files before anyone asks for them. */
    warmFonts: (brands: readonly LoadedBrand[]) => Promise.all(brands.map((brand) => fonts.warm(fontsOfBrand(brand)))),
  };
}

/** The key a page is stored under: everything its bytes depend on. */
function pageKeyOf(req: Request, brand: LoadedBrand, { market, geo }: RequestVisitor): string {
  const wrappedFlag = brand.manifest.features.wrappedApp.queryFlag;
  return cacheKey({
    cache: 'page',
    brand: brand.name,
    marketId: market.marketId ?? null,
    locale: market.locale,
    device: market.device,
    country: geo.CountryIsoCode,
    origin: `${req.protocol}://${req.get('host')}`,
    path: req.path,
    wrappedFlag: String(req.query[wrappedFlag] ?? ''),
  });
}

/** GET /api/page-data: a page's data for the browser's navigation, never stored by a shared cache. */
function pageDataRoute(loadPageData: PageRoutesOptions['loadPageData']) {
  return Router().get('/api/page-data', async (req, res) => {
    // Absent, the lobby; given (once), a path of this site: `//host`, `/..`, a list or a 3 kB path is not a page.
    const asked = req.query.path ?? '/';
    const url = typeof asked === 'string' ? pageUrlOf(asked) : undefined;
    if (!url) return void res.status(400).json({ code: 400, message: PAGE_PATH_RULE });
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json((await loadPageData(req, res, url)).data);
  });
}

/** Renders the page a request asks for, encoded and tagged as the page cache keeps it. */
function pageRenderer({
  loadPageData,
  brandOf,
  logger,
  now,
}: Pick<PageRoutesOptions, 'loadPageData' | 'brandOf' | 'logger'> & { now: () => number }) {
  return async function renderPage(req: Request, res: Response): Promise<CachedPage> {
    const url = pageUrlOf(req.originalUrl);
    if (!url) throw new PublicError(400, PAGE_PATH_RULE);
    const { data, freshUntil } = await loadPageData(req, res, url);
    const rendered = await renderPageToHtml(data, {
      reportError: (error) => logger.warn({ requestId: res.locals.requestId, ...error }, 'component left out'),
    });
    if (rendered.status !== data.status) throw new Error(`rendering ${data.path} answered ${rendered.status}`);
    const encoded = await encodePage({ ...rendered, scriptSources: inlineScriptHashes(rendered.html) });
    const tags = { brand: brandOf(res).name, marketId: data.market.marketId, path: data.path, nodeIds: pageNodeIds(data) };
    return toCachedPage(encoded, { renderedAt: now(), freshUntil }, tags);
  };
}
