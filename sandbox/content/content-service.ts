import { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { toIso2Country } from '../../engine/market/index.ts';
import { sendError, systemClock, type Clock } from '../core/index.ts';
import {
  answerLifetimeMs,
  contentNode,
  contentNodes,
  findNode,
  inCulture,
  pageFor,
  type MarketContent,
} from './content-nodes.ts';

export interface ContentServiceOptions {
  /** The brands as loaded now (they change when brands/ is edited in development). */
  brands: () => readonly LoadedBrand[];
  /** The games catalogue of a product node, as the games service builds it. */
  catalogueFor: (productNodeId: number) => { categories: unknown[] } | undefined;
  /** The time scheduled records are judged at. */
  clock?: Clock;
}

/** How many pages may carry added records, and how many each: a test's switch, not a store. */
const MAX_EDITED_PAGES = 20;
const MAX_ADDED_RECORDS = 5;

const flag = (value: string | undefined) => value === 'true' || value === '1';
const positive = (value: string | undefined) => (value && /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined);

/** The content service: the page records of brands/<brand>/content served through the node API of SPEC §7. */
export function createContentService({ brands, catalogueFor, clock = systemClock }: ContentServiceOptions) {
  const added = addedRecords(brands);
  const market = (req: Request, res: Response, param = 'nodeId') => {
    const found = findNode(brands(), positive(String(req.params[param])) ?? 0);
    if (!found) sendError(res, 404, 404, `No content node ${req.params[param]}`);
    return found && inCulture(found, req.query.culture);
  };
  const routes = Router().use(
    productRoutes({ brands, catalogueFor }),
    pageRoutes({ brands, clock, added: added.of }),
    nodeRoutes({ market, clock }),
  );
  return { routes, addRecord: added.add, reset: added.clear };
}

/**
 * An answer about a market's pages says how long it stays true: until a scheduled record starts or
 * ends (whole seconds, rounded down, so no cache keeps it past the change). No limit otherwise.
 */
const limitLifetime = (res: Response, content: MarketContent, now: number, path?: string) => {
  const lifetime = answerLifetimeMs(content, now, path);
  if (lifetime !== undefined) res.setHeader('Cache-Control', `max-age=${Math.floor(lifetime / 1000)}`);
  return res;
};

/**
 * Records a CMS editor added to a page (brand|path → records), unchecked as a CMS saves them: how a
 * test shows the site leaving out a broken one. Cleared by the sandbox's reset.
 */
function addedRecords(brands: ContentServiceOptions['brands']) {
  const addedRecords = new Map<string, Record<string, unknown>[]>();
  return {
    /** Adds a record to the end of a page of every market; the same record (by key) twice is one. */
    add(brandName: string, path: string, record: Record<string, unknown>): string | undefined {
      const brand = brands().find((candidate) => candidate.name === brandName);
      if (!brand) return `No brand ${brandName}`;
      if (!brand.content.some(({ record: page }) => page.path === path)) return `No page ${path} for ${brandName}`;
      if (typeof record.alias !== 'string' || typeof record.key !== 'string')
        return 'record must have an alias and a key (strings)';
      const id = `${brandName}|${path}`;
      const records = addedRecords.get(id) ?? [];
      if (!addedRecords.has(id) && addedRecords.size >= MAX_EDITED_PAGES)
        return `at most ${MAX_EDITED_PAGES} pages may carry added records`;
      const others = records.filter((candidate) => candidate.key !== record.key);
      if (others.length >= MAX_ADDED_RECORDS) return `at most ${MAX_ADDED_RECORDS} added records a page`;
      addedRecords.set(id, [...others, record]);
      return undefined;
    },
    of: (brandName: string, path: string) => addedRecords.get(`${brandName}|${path}`) ?? [],
    clear: () => addedRecords.clear(),
  };
}

type MarketOf = (req: Request, res: Response, param?: string) => MarketContent | undefined;

/** A market's content nodes, by its node id: all of them, one item, or the node's own list. */
function nodeRoutes({ market, clock }: { market: MarketOf; clock: Clock }) {
  const routes = Router();
  routes.get('/nodes/:nodeId/:includeChildren', (req, res) => {
    const content = market(req, res);
    if (!content) return;
    const type = typeof req.query.type === 'string' ? req.query.type : undefined;
    const now = clock.now();
    limitLifetime(res, content, now).json({
      data: contentNodes(content, { type, includeChildren: flag(req.params.includeChildren), now }),
    });
  });

  routes.get('/nodes/:nodeId/:id/:includeChildren', (req, res) => {
    const content = market(req, res);
    if (!content) return;
    const now = clock.now();
    const node = contentNode(content, {
      id: positive(req.params.id) ?? 0,
      includeChildren: flag(req.params.includeChildren),
      now,
    });
    if (!node) return sendError(res, 404, 404, `No content ${req.params.id} under node ${req.params.nodeId}`);
    limitLifetime(res, content, now).json({ data: node });
  });

  routes.get('/:node/:flag', (req, res, next) => {
    if (!/^(true|false)$/.test(req.params.flag)) return next();
    const content = market(req, res, 'node');
    if (!content) return;
    const now = clock.now();
    limitLifetime(res, content, now).json({ data: contentNodes(content, { includeChildren: flag(req.params.flag), now }) });
  });

  return routes;
}

/** A product's games (none for a country the brand does not serve), and its brand and markets. */
function productRoutes({ brands, catalogueFor }: Pick<ContentServiceOptions, 'brands' | 'catalogueFor'>) {
  const routes = Router();
  routes.get('/games/:productId/search', (req, res) => {
    const productId = positive(req.params.productId) ?? 0;
    const brand = brands().find((candidate) => candidate.manifest.productNodeId === productId);
    const catalogue = catalogueFor(productId);
    if (!brand || !catalogue) return sendError(res, 404, 404, `No games for product ${req.params.productId}`);
    const country = toIso2Country(typeof req.query.countryIsoCode === 'string' ? req.query.countryIsoCode : undefined);
    // A country the brand does not serve gets no games to launch.
    res.json({ data: country && brand.manifest.restrictedCountries.includes(country) ? [] : catalogue.categories });
  });

  routes.get('/:productId', (req, res) => {
    const productId = positive(req.params.productId);
    const brand = brands().find((candidate) => candidate.manifest.productNodeId === productId);
    if (!brand) return sendError(res, 404, 404, `No product ${req.params.productId}`);
    res.json({
      data: {
        brand: brand.name,
        displayName: brand.manifest.displayName,
        productNodeId: brand.manifest.productNodeId,
        markets: brand.markets.map(({ manifest }) => ({
          brand: brand.name,
          marketNodeId: manifest.marketNodeId,
          countryIso2Code: manifest.countryIso2Code,
          locale: manifest.locale,
          isRow: manifest.isRow,
        })),
      },
    });
  });

  return routes;
}

/** A brand's page records: the list, and one page of a market (with the records a test added). */
function pageRoutes({
  brands,
  clock,
  added,
}: {
  brands: ContentServiceOptions['brands'];
  clock: Clock;
  added: (brandName: string, path: string) => Record<string, unknown>[];
}) {
  const routes = Router();
  routes.get('/brands/:brand/pages', (req, res) => {
    const brand = brands().find((candidate) => candidate.name === req.params.brand);
    if (!brand) return sendError(res, 404, 404, `No brand ${req.params.brand}`);
    res.json({
      data: brand.content.map(({ record }) => ({
        path: record.path,
        kind: record.kind,
        title: record.meta.title,
        markets: record.markets ?? null,
      })),
    });
  });

  routes.post('/brands/:brand/pages', (req, res) => {
    const { path, nodeId, culture } = (req.body ?? {}) as {
      path?: unknown;
      countryCode?: unknown;
      nodeId?: unknown;
      culture?: unknown;
    };
    if (typeof path !== 'string' || !path.startsWith('/'))
      return sendError(res, 400, 400, 'path must be a string starting with /');
    const found = findNode(brands(), Number(nodeId));
    const content = found && inCulture(found, culture);
    if (!content || content.brand.name !== req.params.brand)
      return sendError(res, 404, 404, `No content node ${String(nodeId)} for brand ${req.params.brand}`);
    const now = clock.now();
    const page = pageFor(content, path, now);
    // A page that is not there yet, or any more, is answered as long as that stays true, like one that is.
    limitLifetime(res, content, now, path);
    if (!page) return sendError(res, 404, 404, `No page ${path}`);
    const records = added(content.brand.name, path);
    res.json({ data: records.length ? { ...page, components: [...page.components, ...records] } : page });
  });

  return routes;
}
