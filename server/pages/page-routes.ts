import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { renderPageToHtml } from '../../engine/render/server-render.tsx';
import { createBoundedCache, CACHE_POLICY } from '../cache/bounded-cache.ts';
import type { Logger } from '../logging/logger.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import type { createPageDataLoader } from './page-data-loader.ts';
import { precompressedStatic } from './precompressed-static.ts';

/** Stands for the CSP nonce in a cached page; each response puts its own nonce in its place. */
const NONCE_PLACEHOLDER = 'csp0nonce0placeholder0';

/** SPEC §9: server-rendered pages are revalidated after an hour. */
export const PAGE_REVALIDATE_MS = 3_600_000;

export interface PageRoutesOptions {
  brandsDir: string;
  clientDir: string;
  nodeModulesDir: string;
  loadPageData: ReturnType<typeof createPageDataLoader>;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
  logger: Logger;
}

const FONT_FILE = /^[a-z0-9-]+-latin-(300|400|700)-normal\.woff2$/;
const YEAR_SECONDS = 31_536_000;

/** Pages (server-rendered, cached), their data for client navigation, and the files they need. */
export function createPageRoutes({
  brandsDir,
  clientDir,
  nodeModulesDir,
  loadPageData,
  brandOf,
  visitor,
  logger,
}: PageRoutesOptions) {
  const routes = Router();
  const html = createBoundedCache<{ status: number; body: string }>({ ...CACHE_POLICY, ttlMs: PAGE_REVALIDATE_MS });
  const brandAssets = new Map<string, express.Handler>();

  routes.use('/static', precompressedStatic(clientDir, { maxAgeMs: YEAR_SECONDS * 1000 }));

  routes.get('/fonts/:slug/:file', (req, res) => {
    const { slug, file } = req.params;
    const used = brandOf(res).manifest.theme.fonts;
    if (!Object.values(used).some((font) => font.package === `@fontsource/${slug}`) || !FONT_FILE.test(file)) {
      return void res.status(404).type('text/plain').send('No such font');
    }
    res.sendFile(path.join(nodeModulesDir, '@fontsource', slug, 'files', file), { maxAge: YEAR_SECONDS * 1000, immutable: true });
  });

  routes.use('/assets', (req, res, next) => {
    const brand = brandOf(res);
    let serve = brandAssets.get(brand.name);
    if (!serve) {
      serve = express.static(path.join(brandsDir, brand.name, 'assets'), { maxAge: 3_600_000, index: false, fallthrough: false });
      brandAssets.set(brand.name, serve);
    }
    serve(req, res, next);
  });

  routes.get('/favicon.ico', (_req, res) => {
    const brand = brandOf(res);
    res
      .type(path.extname(brand.manifest.theme.favicon))
      .sendFile(path.join(brandsDir, brand.name, brand.manifest.theme.favicon), { maxAge: 86_400_000 });
  });

  routes.get('/robots.txt', (_req, res) => void res.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /api/\n'));

  const dataRoutes = Router();
  dataRoutes.get('/api/page-data', async (req, res) => {
    const href = typeof req.query.path === 'string' && req.query.path.startsWith('/') ? req.query.path : '/';
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await loadPageData(req, res, href));
  });

  routes.get('/{*page}', async (req, res) => {
    const brand = brandOf(res);
    const { market, geo } = visitor(req, res);
    const wrappedFlag = brand.manifest.features.wrappedApp.queryFlag;
    const key = [brand.name, market.marketId ?? '-', geo.CountryIsoCode, req.path, String(req.query[wrappedFlag] ?? '')].join(
      '|',
    );
    let page = html.get(key);
    if (!page) {
      const data = await loadPageData(req, res, req.originalUrl);
      const rendered = await renderPageToHtml(data, {
        nonce: NONCE_PLACEHOLDER,
        reportError: (error) => logger.warn({ requestId: res.locals.requestId, ...error }, 'component left out'),
      });
      page = { status: rendered.status, body: rendered.html };
      html.set(key, page, Buffer.byteLength(page.body) + key.length);
    }
    res.status(page.status).type('html').setHeader('Cache-Control', 'private, no-cache');
    res.send(page.body.replaceAll(NONCE_PLACEHOLDER, String(res.locals.cspNonce)));
  });

  return { routes, dataRoutes, close: () => html.close() };
}
