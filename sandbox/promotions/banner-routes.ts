import { Router } from 'express';
import { createJpegDrawings, sendError } from '../core/index.ts';
import type { PromotionCatalogue } from './promotion-catalogue.ts';
import { BANNERS_PATH, promotionBannerSvg } from './promotion-image.ts';

/** Drawn at 1.5× (900 × 510), sharp enough for a card two columns wide on a 2× screen. */
const DENSITY = 72 * 1.5;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The promotions' banners as JPEGs, as a platform's media store serves them: one per promotion of
 * each brand and market group, drawn on first request and kept (the catalogue bounds how many).
 */
export function createBannerRoutes(catalogue: PromotionCatalogue): Router {
  const drawings = createJpegDrawings({ maxEntries: 500, density: DENSITY });
  const routes = Router();
  routes.get(`${BANNERS_PATH}/:brand/:group/:file`, async (req, res) => {
    const path = `${BANNERS_PATH}/${req.params.brand}/${req.params.group}/${req.params.file}`;
    const entry = catalogue.findBanner(path);
    if (!entry) return sendError(res, 404, 404, 'No such banner');
    const jpeg = await drawings.jpegOf(path, () =>
      promotionBannerSvg({
        title: entry.fill(entry.template.title),
        brandName: entry.brand.displayName,
        category: entry.template.category,
      }),
    );
    res.set('Cache-Control', IMMUTABLE).type('image/jpeg').send(jpeg);
  });
  return routes;
}
