import { Router } from 'express';
import sharp from 'sharp';
import { sendError } from '../core/index.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { renderIcon } from './icon-svg.ts';
import { positiveInt } from './parse-input.ts';
import { createThumbnailJpegs } from './thumbnail-jpeg.ts';
import { renderThumbnail } from './thumbnail-svg.ts';

/** Images never change for a given URL: the browser may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The lobby's categories per product, game thumbnails (JPEG, and the SVG they are drawn from) and category icons. */
export function catalogueRoutes(store: CatalogueStore, jpegs = createThumbnailJpegs()): Router {
  const router = Router();

  router.get('/catalogue/:productNodeId', (req, res) => {
    const catalogue = store.catalogueFor(positiveInt(req.params.productNodeId) ?? 0);
    if (!catalogue) return sendError(res, 404, 404, 'Product not found');
    res.json({ data: catalogue.categories });
  });

  const gameOf = (params: { productNodeId: string; gameGroupId: string }) => {
    const productNodeId = positiveInt(params.productNodeId) ?? 0;
    const game = store.catalogueFor(productNodeId)?.byGroupId.get(positiveInt(params.gameGroupId) ?? 0);
    return game && { game, productNodeId };
  };

  router.get('/thumbnails/:productNodeId/:gameGroupId.jpg', async (req, res) => {
    const found = gameOf(req.params);
    if (!found) return sendError(res, 404, 404, 'Game not found');
    const jpeg = await jpegs.jpegFor(found.game, found.productNodeId);
    res.set('Cache-Control', IMMUTABLE_CACHE).type('image/jpeg').send(jpeg);
  });

  // A PNG too, as some studios deliver them: drawn on request, not kept.
  router.get('/thumbnails/:productNodeId/:gameGroupId.png', async (req, res) => {
    const found = gameOf(req.params);
    if (!found) return sendError(res, 404, 404, 'Game not found');
    const png = await sharp(Buffer.from(renderThumbnail(found.game, found.productNodeId)))
      .png()
      .toBuffer();
    res.set('Cache-Control', IMMUTABLE_CACHE).type('image/png').send(png);
  });

  router.get('/thumbnails/:productNodeId/:gameGroupId.svg', (req, res) => {
    const found = gameOf(req.params);
    if (!found) return sendError(res, 404, 404, 'Game not found');
    res.set('Cache-Control', IMMUTABLE_CACHE).type('image/svg+xml').send(renderThumbnail(found.game, found.productNodeId));
  });

  router.get('/icons/:variant/:slug.svg', (req, res) => {
    const { variant, slug } = req.params;
    const svg = variant === 'idle' || variant === 'active' ? renderIcon(slug, variant === 'active') : undefined;
    if (!svg) return sendError(res, 404, 404, 'Icon not found');
    res.set('Cache-Control', IMMUTABLE_CACHE).type('image/svg+xml').send(svg);
  });

  return router;
}
