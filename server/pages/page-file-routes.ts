import path from 'node:path';
import express, { Router, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { fontsOfBrand } from '../fonts/brand-fonts.ts';
import type { createFontFiles } from '../fonts/font-files.ts';
import { FILE_MOUNTS, ROOT_FILES } from '../http/path-kinds.ts';
import type { Logger } from '../logging/logger.ts';
import { precompressedStatic } from './precompressed-static.ts';

const YEAR_SECONDS = 31_536_000;

export interface PageFileRoutesOptions {
  brandsDir: string;
  clientDir: string;
  fonts: ReturnType<typeof createFontFiles>;
  brandOf: (res: Response) => LoadedBrand;
  logger: Logger;
}

/** The files pages need: the client build, the brand's fonts (subset) and assets, its favicon, robots.txt. */
export function pageFileRoutes({ brandsDir, clientDir, fonts, brandOf, logger }: PageFileRoutesOptions) {
  const routes = Router();
  const brandAssets = new Map<string, express.Handler>();

  routes.use(FILE_MOUNTS.static, precompressedStatic(clientDir, { maxAgeMs: YEAR_SECONDS * 1000 }));

  routes.get(`${FILE_MOUNTS.fonts}/:slug/:file`, async (req, res) => {
    const brand = brandOf(res);
    const bytes = await fonts
      .file(fontsOfBrand(brand), `${FILE_MOUNTS.fonts}/${req.params.slug}/${req.params.file}`)
      .catch((error: unknown) => {
        // A theme's package that is not installed, or a file HarfBuzz could not subset.
        logger.error({ brand: brand.name, font: req.params.file, err: error }, 'font file could not be made');
        return undefined;
      });
    if (!bytes) return void res.status(404).type('text/plain').send('No such font');
    res.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`).type('font/woff2').send(bytes);
  });

  routes.use(FILE_MOUNTS.brandAssets, (req, res, next) => {
    const brand = brandOf(res);
    let serve = brandAssets.get(brand.name);
    if (!serve) {
      serve = express.static(path.join(brandsDir, brand.name, 'assets'), { maxAge: 3_600_000, index: false, fallthrough: false });
      brandAssets.set(brand.name, serve);
    }
    serve(req, res, next);
  });

  routes.get(ROOT_FILES.favicon, (_req, res) => {
    const brand = brandOf(res);
    res
      .type(path.extname(brand.manifest.theme.favicon))
      .sendFile(path.join(brandsDir, brand.name, brand.manifest.theme.favicon), { maxAge: 86_400_000 });
  });

  routes.get(ROOT_FILES.robots, (_req, res) => void res.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /api/\n'));
  return routes;
}
