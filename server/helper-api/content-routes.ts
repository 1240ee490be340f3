import { Router, type NextFunction, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { cacheKey } from '../cache/cache-keys.ts';
import type { CachedUpstream, UpstreamAnswer } from '../cache/cached-upstream.ts';
import { matchesIfNoneMatch, pickEncoding } from '../http/encoded-body.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { jsonBody } from '../http/json-body.ts';
import {
  booleanFlag,
  contentId,
  contentType,
  marketCountry,
  ownNode,
  ownProduct,
  pagePath,
  ParamError,
  singleQuery,
} from './content-params.ts';

export interface ContentRoutesOptions {
  content: CachedUpstream;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
}

/**
 * A stored answer is sent as stored, in the encoding the request accepts, under that encoding's
 * strong ETag (which also keeps the compression middleware off it); anything else as it came.
 */
const send = (req: Request, res: Response, answer: UpstreamAnswer & { cache: 'hit' | 'miss' }) => {
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('X-Cache', answer.cache === 'hit' ? 'HIT' : 'MISS');
  if (!answer.encoded) return void res.status(answer.status).end(answer.body);
  const encoding = pickEncoding(req.get('accept-encoding'));
  const { bytes, etag } = answer.encoded.bodies[encoding];
  res.vary('Accept-Encoding');
  res.setHeader('ETag', etag);
  if (req.method !== 'POST' && matchesIfNoneMatch(req.get('if-none-match'), etag)) return void res.status(304).end();
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.status(answer.status).end(bytes);
};

type Query = Record<string, string | number | null | undefined>;

/**
 * A content request as the cache knows it: the exact request made of the platform (parameters
 * without a value left out), keyed by the brand and that request. Every reader of content builds it here.
 */
export function contentRequest(brand: string, path: string, query: Query, method: 'GET' | 'POST' = 'GET', body?: unknown) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])),
  ).toString();
  const upstreamPath = `${path}${search ? `?${search}` : ''}`;
  const key = cacheKey({ cache: 'content', brand, method, upstreamPath, body: body === undefined ? '' : JSON.stringify(body) });
  return { path: upstreamPath, key, method, body };
}

/** The games search a visitor's lobby reads (GET /api/games/{product}/search with no country named). */
export const lobbyGamesRequest = (brand: LoadedBrand, visitorCountry: string) =>
  contentRequest(brand.name, `/games/${brand.manifest.productNodeId}/search`, {
    countryIsoCode: marketCountry(brand, 'country', visitorCountry),
  });

/** Reads content through the cache for the routes below, and the query values they pass on. */
function contentReader({ content, brandOf, visitor }: ContentRoutesOptions) {
  return {
    async read(req: Request, res: Response, path: string, query: Query, method: 'GET' | 'POST' = 'GET', body?: unknown) {
      const request = contentRequest(brandOf(res).name, path, query, method, body);
      send(req, res, await content.fetch({ ...request, requestId: res.locals.requestId as string }));
    },
    /** The countryIsoCode query parameter, when given, as the brand's markets tell countries apart. */
    countryQuery(req: Request, res: Response) {
      const given = singleQuery(req.query, 'countryIsoCode');
      return given === undefined ? undefined : marketCountry(brandOf(res), 'countryIsoCode', given);
    },
    /**
     * The visitor's locale where their market speaks several, as the server chose it of the market's
     * (never a value the request names); nothing for a market of one locale, whose content is one.
     */
    cultureOf(req: Request, res: Response) {
      const { locale, locales } = visitor(req, res).market;
      return locales.length > 1 ? locale : undefined;
    },
  };
}

type ContentReader = ReturnType<typeof contentReader>;

/** A handler whose parameter errors answer `{ code, message }` with their own status. */
const checked =
  (handler: (req: Request, res: Response, next: NextFunction) => Promise<void>) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res, next);
    } catch (error) {
      if (!(error instanceof ParamError)) throw error;
      res.status(error.status).json({ code: error.status, message: error.message });
    }
  };

/**
 * The content routes of SPEC §7, read through the cache. Every value that reaches the platform is
 * checked and written one way first (content-params.ts), other query parameters are dropped, and
 * an answer is keyed by the brand and the exact request made of the platform: that request is all
 * the answer depends on, so visitors who ask the same share one entry, and no invented value makes another.
 */
export function createContentRoutes(options: ContentRoutesOptions) {
  const reader = contentReader(options);
  return Router().use(nodeRoutes(reader, options), gameSearchRoute(reader, options), brandPageRoutes(reader, options));
}

/** Content nodes: a node (and its children), one item under it, a product's root. */
function nodeRoutes({ read, countryQuery, cultureOf }: ContentReader, { brandOf }: ContentRoutesOptions) {
  const routes = Router();
  routes.get(
    '/api/content/nodes/:node/:includeChildren',
    checked(async (req, res) => {
      const node = ownNode(brandOf(res), req.params.node);
      const includeChildren = booleanFlag('includeChildren', String(req.params.includeChildren));
      const type = singleQuery(req.query, 'type');
      await read(req, res, `/nodes/${node}/${includeChildren}`, {
        type: type === undefined ? undefined : contentType(type),
        countryIsoCode: countryQuery(req, res),
        culture: cultureOf(req, res),
      });
    }),
  );
  routes.get(
    '/api/content/nodes/:node/:id/:includeChildren',
    checked(async (req, res) => {
      const node = ownNode(brandOf(res), req.params.node);
      const id = contentId(String(req.params.id));
      const includeChildren = booleanFlag('includeChildren', String(req.params.includeChildren));
      await read(req, res, `/nodes/${node}/${id}/${includeChildren}`, {
        countryIsoCode: countryQuery(req, res),
        culture: cultureOf(req, res),
      });
    }),
  );
  // After the two above: it would take /api/content/nodes/{node} too.
  routes.get(
    '/api/content/:node/:flag',
    checked(async (req, res, next) => {
      if (!/^(true|false)$/.test(String(req.params.flag))) return next();
      const node = ownNode(brandOf(res), req.params.node);
      await read(req, res, `/${node}/${String(req.params.flag)}`, { countryIsoCode: countryQuery(req, res) });
    }),
  );
  routes.get(
    '/api/content/:productId',
    checked(async (req, res) => {
      const product = ownProduct(brandOf(res), String(req.params.productId), 'product');
      await read(req, res, `/${product}`, {});
    }),
  );
  return routes;
}

/** A product's games; the lobby's own search when the request names no country. */
function gameSearchRoute({ read, countryQuery }: ContentReader, { content, brandOf, visitor }: ContentRoutesOptions) {
  return Router().get(
    '/api/games/:productId/search',
    checked(async (req, res) => {
      const brand = brandOf(res);
      const product = ownProduct(brand, String(req.params.productId), 'games for product');
      const asked = countryQuery(req, res);
      // The visitor's own country when the request names none: the lobby's games are the market's.
      if (asked === undefined) {
        const request = lobbyGamesRequest(brand, visitor(req, res).geo.CountryIsoCode);
        return send(req, res, await content.fetch({ ...request, requestId: res.locals.requestId as string }));
      }
      await read(req, res, `/games/${product}/search`, { countryIsoCode: asked });
    }),
  );
}

/** The brand's page records: the list, and one page by its path for a market. */
function brandPageRoutes({ read }: ContentReader, { brandOf, visitor }: ContentRoutesOptions) {
  const routes = Router();
  const ownBrand = (req: Request, res: Response) => {
    const brand = brandOf(res);
    if (req.params.brand !== brand.name) throw new ParamError(404, `No brand ${String(req.params.brand).slice(0, 40)}`);
    return brand;
  };
  routes.get(
    '/api/brands/:brand/pages',
    checked(async (req, res) => {
      await read(req, res, `/brands/${ownBrand(req, res).name}/pages`, {});
    }),
  );
  routes.post(
    '/api/brands/:brand/pages',
    ...jsonBody({ limit: '8kb' }),
    checked(async (req, res) => {
      const brand = ownBrand(req, res);
      const { path, countryCode, nodeId } = (req.body ?? {}) as Record<string, unknown>;
      const page = pagePath(path);
      if (countryCode !== undefined && typeof countryCode !== 'string')
        throw new ParamError(400, 'countryCode must be an ISO 3166-1 country code, two or three letters');
      const country = countryCode === undefined ? undefined : marketCountry(brand, 'countryCode', countryCode);
      const node = ownNode(brand, nodeId ?? visitor(req, res).market.marketNodeId);
      await read(req, res, `/brands/${brand.name}/pages`, {}, 'POST', {
        path: page,
        countryCode: country ?? undefined,
        nodeId: node,
      });
    }),
  );
  return routes;
}
