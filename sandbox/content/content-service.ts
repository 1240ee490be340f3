import { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { toIso2Country } from '../../engine/market/index.ts';
import { sendError } from '../core/index.ts';
import { contentNode, contentNodes, findNode, pageFor } from './content-nodes.ts';

export interface ContentServiceOptions {
  /** The brands as loaded now (they change when brands/ is edited in development). */
  brands: () => readonly LoadedBrand[];
  /** The games catalogue of a product node, as the games service builds it. */
  catalogueFor: (productNodeId: number) => { categories: unknown[] } | undefined;
}

const flag = (value: string | undefined) => value === 'true' || value === '1';
const positive = (value: string | undefined) => (value && /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined);

/** The content service: the page records of brands/<brand>/content served through the node API of SPEC §7. */
export function createContentService({ brands, catalogueFor }: ContentServiceOptions) {
  const routes = Router();

  const market = (req: Request, res: Response, param = 'nodeId') => {
    const found = findNode(brands(), positive(String(req.params[param])) ?? 0);
    if (!found) sendError(res, 404, 404, `No content node ${req.params[param]}`);
    return found;
  };

  routes.get('/nodes/:nodeId/:includeChildren', (req, res) => {
    const content = market(req, res);
    if (!content) return;
    const type = typeof req.query.type === 'string' ? req.query.type : undefined;
    res.json({ data: contentNodes(content, { type, includeChildren: flag(req.params.includeChildren) }) });
  });

  routes.get('/nodes/:nodeId/:id/:includeChildren', (req, res) => {
    const content = market(req, res);
    if (!content) return;
    const node = contentNode(content, positive(req.params.id) ?? 0, flag(req.params.includeChildren));
    if (!node) return sendError(res, 404, 404, `No content ${req.params.id} under node ${req.params.nodeId}`);
    res.json({ data: node });
  });

  routes.get('/games/:productId/search', (req, res) => {
    const productId = positive(req.params.productId) ?? 0;
    const brand = brands().find((candidate) => candidate.manifest.productNodeId === productId);
    const catalogue = catalogueFor(productId);
    if (!brand || !catalogue) return sendError(res, 404, 404, `No games for product ${req.params.productId}`);
    const country = toIso2Country(typeof req.query.countryIsoCode === 'string' ? req.query.countryIsoCode : undefined);
    // A country the brand does not serve gets no games to launch.
    res.json({ data: country && brand.manifest.restrictedCountries.includes(country) ? [] : catalogue.categories });
  });

  routes.get('/brands/:brand/pages', (req, res) => {
    const brand = brands().find((candidate) => candidate.name === req.params.brand);
    if (!brand) return sendError(res, 404, 404, `No brand ${req.params.brand}`);
    res.json({
      data: brand.pages.map(({ record }) => ({
        path: record.path,
        kind: record.kind,
        title: record.meta.title,
        markets: record.markets ?? null,
      })),
    });
  });

  routes.post('/brands/:brand/pages', (req, res) => {
    const { path, nodeId } = (req.body ?? {}) as { path?: unknown; countryCode?: unknown; nodeId?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/'))
      return sendError(res, 400, 400, 'path must be a string starting with /');
    const content = findNode(brands(), Number(nodeId));
    if (!content || content.brand.name !== req.params.brand)
      return sendError(res, 404, 404, `No content node ${String(nodeId)} for brand ${req.params.brand}`);
    const page = pageFor(content, path);
    if (!page) return sendError(res, 404, 404, `No page ${path}`);
    res.json({ data: page });
  });

  routes.get('/:node/:flag', (req, res, next) => {
    if (!/^(true|false)$/.test(req.params.flag)) return next();
    const content = market(req, res, 'node');
    if (!content) return;
    res.json({ data: contentNodes(content, { includeChildren: flag(req.params.flag) }) });
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

  return { routes };
}
