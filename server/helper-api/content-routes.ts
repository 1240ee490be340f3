import express, { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { CachedUpstream, UpstreamAnswer } from '../cache/cached-upstream.ts';
import type { RequestVisitor } from '../visitor/index.ts';

export interface ContentRoutesOptions {
  content: CachedUpstream;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
}

const send = (req: Request, res: Response, answer: UpstreamAnswer & { cache: 'hit' | 'miss' }) => {
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('X-Cache', answer.cache === 'hit' ? 'HIT' : 'MISS');
  if (answer.etag) {
    res.setHeader('ETag', answer.etag);
    if (req.get('if-none-match') === answer.etag) return void res.status(304).end();
  }
  res.status(answer.status).end(answer.body);
};

const notFound = (res: Response, message: string) => void res.status(404).json({ code: 404, message });

/** The brand's own content nodes: its product node and its markets' nodes. Another brand's node is not found. */
const ownsNode = (brand: LoadedBrand, node: number) =>
  node === brand.manifest.productNodeId || brand.markets.some((market) => market.manifest.marketNodeId === node);

/**
 * The content routes of SPEC §7, read through the cache. A cached answer is keyed by brand, market,
 * visitor country and the upstream request, so no answer crosses brands or markets.
 */
export function createContentRoutes({ content, brandOf, visitor }: ContentRoutesOptions) {
  const routes = Router();

  const read = async (
    req: Request,
    res: Response,
    path: string,
    query: Record<string, string | undefined>,
    method: 'GET' | 'POST' = 'GET',
    body?: unknown,
  ) => {
    const brand = brandOf(res);
    const { market, geo } = visitor(req, res);
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    const upstreamPath = `${path}${search ? `?${search}` : ''}`;
    const key = [
      brand.name,
      market.marketId ?? '-',
      geo.CountryIsoCode,
      method,
      upstreamPath,
      body === undefined ? '' : JSON.stringify(body),
    ].join('|');
    send(req, res, await content.fetch({ path: upstreamPath, key, method, body, requestId: res.locals.requestId as string }));
  };
  const queryText = (req: Request, name: string) =>
    typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined;
  const nodeParam = (req: Request, res: Response, name: string) => {
    const node = Number(req.params[name]);
    if (!Number.isInteger(node) || !ownsNode(brandOf(res), node)) return notFound(res, `No content node ${req.params[name]}`);
    return node;
  };
  const flag = (value: string) => (value === 'true' ? 'true' : 'false');

  routes.get('/api/content/nodes/:node/:includeChildren', async (req, res) => {
    const node = nodeParam(req, res, 'node');
    if (node === undefined) return;
    await read(req, res, `/nodes/${node}/${flag(req.params.includeChildren)}`, {
      type: queryText(req, 'type'),
      countryIsoCode: queryText(req, 'countryIsoCode'),
    });
  });

  routes.get('/api/content/nodes/:node/:id/:includeChildren', async (req, res) => {
    const node = nodeParam(req, res, 'node');
    if (node === undefined) return;
    if (!/^\d+$/.test(req.params.id)) return notFound(res, `No content ${req.params.id}`);
    await read(req, res, `/nodes/${node}/${req.params.id}/${flag(req.params.includeChildren)}`, {
      countryIsoCode: queryText(req, 'countryIsoCode'),
    });
  });

  routes.get('/api/games/:productId/search', async (req, res) => {
    if (Number(req.params.productId) !== brandOf(res).manifest.productNodeId)
      return notFound(res, `No games for product ${req.params.productId}`);
    await read(req, res, `/games/${req.params.productId}/search`, {
      countryIsoCode: queryText(req, 'countryIsoCode') ?? visitor(req, res).geo.CountryIsoCode,
    });
  });

  routes.get('/api/brands/:brand/pages', async (req, res) => {
    if (req.params.brand !== brandOf(res).name) return notFound(res, `No brand ${req.params.brand}`);
    await read(req, res, `/brands/${req.params.brand}/pages`, {});
  });

  routes.post('/api/brands/:brand/pages', express.json({ limit: '8kb' }), async (req, res) => {
    const brand = brandOf(res);
    if (req.params.brand !== brand.name) return notFound(res, `No brand ${req.params.brand}`);
    const { path, countryCode, nodeId } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/'))
      return void res.status(400).json({ code: 400, message: 'path must be a string starting with /' });
    const node = nodeId === undefined ? (visitor(req, res).market.marketNodeId as number) : Number(nodeId);
    if (!ownsNode(brand, node)) return notFound(res, `No content node ${String(nodeId)}`);
    await read(req, res, `/brands/${brand.name}/pages`, {}, 'POST', {
      path,
      countryCode: typeof countryCode === 'string' ? countryCode : undefined,
      nodeId: node,
    });
  });

  routes.get('/api/content/:node/:flag', async (req, res, next) => {
    if (!/^(true|false)$/.test(req.params.flag)) return next();
    const node = nodeParam(req, res, 'node');
    if (node === undefined) return;
    await read(req, res, `/${node}/${req.params.flag}`, { countryIsoCode: queryText(req, 'countryIsoCode') });
  });

  routes.get('/api/content/:productId', async (req, res) => {
    if (Number(req.params.productId) !== brandOf(res).manifest.productNodeId)
      return notFound(res, `No product ${req.params.productId}`);
    await read(req, res, `/${req.params.productId}`, {});
  });

  return routes;
}
