import sharp from 'sharp';
import type { Game } from './catalogue-types.ts';
import { renderThumbnail } from './thumbnail-svg.ts';

/** The tile's SVG is 400 × 300; the JPEG is drawn at 1.6× (640 × 480), sharp enough for a 2× screen. */
const DENSITY = 72 * 1.6;
const QUALITY = 82;

export interface ThumbnailJpegs {
  /** The game's tile as a JPEG: drawn once, then kept while it stays among the most recently asked for. */
  jpegFor(game: Game, productNodeId: number): Promise<Buffer>;
  readonly size: number;
}

/**
 * A game's tile as a raster image, the way a platform's image store serves it: the same pixels for
 * the same game every time (drawn from its seeded SVG), made on the first request, kept in a cache
 * bounded by entries (least recently used out first), one drawing per tile while it is in flight.
 */
export function createThumbnailJpegs({ maxEntries = 2_000 } = {}): ThumbnailJpegs {
  const cache = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();

  const remember = (key: string, jpeg: Buffer) => {
    cache.set(key, jpeg);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  return {
    jpegFor(game, productNodeId) {
      const key = `${productNodeId}/${game.GameGroupId}`;
      const cached = cache.get(key);
      if (cached) {
        // Map order is recency order: a hit moves to the back.
        cache.delete(key);
        cache.set(key, cached);
        return Promise.resolve(cached);
      }
      const running = drawing.get(key);
      if (running) return running;
      const started = sharp(Buffer.from(renderThumbnail(game, productNodeId)), { density: DENSITY })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer()
        .then((jpeg) => (remember(key, jpeg), jpeg))
        .finally(() => drawing.delete(key));
      drawing.set(key, started);
      return started;
    },
    get size() {
      return cache.size;
    },
  };
}
