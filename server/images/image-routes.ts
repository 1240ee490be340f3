import { Router, type Request, type Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { ICON_WIDTHS, IMAGE_ENDPOINT, IMAGE_VERSION, IMAGE_WIDTHS } from '../../engine/page/image-url.ts';
import { createBoundedCache, type BoundedCache } from '../cache/bounded-cache.ts';
import { createCoalescer } from '../cache/coalesce.ts';
import { isAssetPath, readBrandAsset } from './brand-asset.ts';
import { fetchSource } from './fetch-source.ts';
import { ImageRefusal, refuse } from './image-refusal.ts';
import { resolveWithDns, type ImageOrigin, type ResolveHost } from './source-policy.ts';
import { formatFor, OUTPUT_FORMATS, transform, type ImageVariant } from './transform.ts';

/** Limits of the image endpoint. */
export const IMAGE_LIMITS = {
  /** A source larger than this is refused (stated length, or as soon as the body passes it). */
  maxSourceBytes: 10 * 1024 * 1024,
  /** A source with more pixels than this is refused before it is decoded. */
  maxPixels: 25_000_000,
  maxRedirects: 3,
  maxSourceLength: 2048,
} as const;

/** Variants kept in memory: bounded by count and bytes, oldest out first. */
export const IMAGE_CACHE_POLICY = { maxEntries: 2_000, ttlMs: 3_600_000, checkPeriodMs: 60_000, maxBytes: 64 * 1024 * 1024 };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=3600';
const QUERY_KEYS = new Set(['src', 'w', 'v']);
const WIDTHS: readonly number[] = [...ICON_WIDTHS, ...IMAGE_WIDTHS];

export interface ImageRoutesOptions {
  brandsDir: string;
  brandOf: (res: Response) => LoadedBrand;
  /** The only origins a source URL may name (server/config.ts: the platform's services and IMAGE_ORIGINS). */
  origins: readonly ImageOrigin[];
  timeoutMs: number;
  /** How a source's host is resolved before its address is checked; DNS by default. */
  resolve?: ResolveHost;
  cache?: BoundedCache<ImageVariant>;
}

interface VariantRequest {
  src: string;
  width: number;
  versioned: boolean;
}

/** Every value that reaches the cache key comes from a fixed set or has passed its pattern here. */
function parseQuery(req: Request): VariantRequest {
  const query = req.query as Record<string, unknown>;
  const unknown = Object.keys(query).filter((key) => !QUERY_KEYS.has(key));
  if (unknown.length) throw refuse(`unknown parameter ${unknown[0]}: only src, w and v`);
  const { src, w, v } = query;
  if (typeof src !== 'string' || !src || src.length > IMAGE_LIMITS.maxSourceLength)
    throw refuse(`src must be one brand asset path or image URL of at most ${IMAGE_LIMITS.maxSourceLength} characters`);
  const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
  if (!WIDTHS.includes(width)) throw refuse(`w must be one of ${WIDTHS.join(', ')}`);
  if (v !== undefined && v !== IMAGE_VERSION) throw refuse(`v must be ${IMAGE_VERSION}`);
  return { src, width, versioned: v !== undefined };
}

/**
 * `GET /api/images?src=…&w=…[&v=…]`: a brand asset or an image of an allow-listed origin, resized to
 * one of the fixed widths and encoded as webp (JPEG when `Accept` lacks it); SVG and PNG as they are,
 * but an SVG asked for at an icon width is drawn as a PNG of that width.
 * Variants are cached (bounded) and made once however many ask for one at the same time.
 */
export function createImageRoutes({
  brandsDir,
  brandOf,
  origins,
  timeoutMs,
  resolve = resolveWithDns,
  cache = createBoundedCache<ImageVariant>(IMAGE_CACHE_POLICY),
}: ImageRoutesOptions) {
  const coalescer = createCoalescer<ImageVariant>();
  const policy = { origins, resolve, timeoutMs, maxBytes: IMAGE_LIMITS.maxSourceBytes, maxRedirects: IMAGE_LIMITS.maxRedirects };

  async function source(brand: string, src: string) {
    if (isAssetPath(src)) return readBrandAsset(brandsDir, brand, src, IMAGE_LIMITS.maxSourceBytes);
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      throw refuse('src must be a brand asset path (/assets/…) or an absolute image URL');
    }
    return fetchSource(url, policy);
  }

  const routes = Router();
  routes.get(IMAGE_ENDPOINT, async (req, res) => {
    res.vary('Accept');
    try {
      const { src, width, versioned } = parseQuery(req);
      const format = formatFor(req.get('accept'));
      if (!(OUTPUT_FORMATS as readonly string[]).includes(format)) throw refuse('unknown format');
      const brand = brandOf(res).name;
      const key = [brand, src, width, format].join('|');
      const variant =
        cache.get(key) ??
        (await coalescer.run(key, async () => {
          const made = await transform(await source(brand, src), width, format, IMAGE_LIMITS.maxPixels);
          cache.set(key, made, made.body.length);
          return made;
        }));
      res.set({
        'Content-Type': variant.type,
        'Cache-Control': versioned ? IMMUTABLE : UNVERSIONED,
        'X-Content-Type-Options': 'nosniff',
      });
      // An SVG opened on its own runs nothing: no script, no outside requests.
      if (variant.type === 'image/svg+xml')
        res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.send(variant.body);
    } catch (error) {
      if (!(error instanceof ImageRefusal)) throw error;
      res.set('Cache-Control', 'no-store').status(error.status).json({ code: error.status, message: error.message });
    }
  });

  return { routes, close: () => cache.close() };
}
