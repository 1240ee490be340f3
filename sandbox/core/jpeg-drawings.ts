import sharp from 'sharp';

export interface JpegDrawings {
  /** The SVG drawn as a JPEG: once per key, then kept while it stays among the most recently asked for. */
  jpegOf(key: string, svg: () => string): Promise<Buffer>;
  readonly size: number;
}

/**
 * Raster images the way a platform's image store serves them: the same pixels for the same key every
 * time (drawn from a seeded SVG at `density` dpi), made on the first request, kept in a cache bounded
 * by entries (least recently used out first), one drawing per key while it is in flight.
 */
export function createJpegDrawings({
  maxEntries,
  density,
  quality = 82,
}: {
  maxEntries: number;
  density: number;
  quality?: number;
}) {
  const cache = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();

  const remember = (key: string, jpeg: Buffer) => {
    cache.set(key, jpeg);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const drawings: JpegDrawings = {
    jpegOf(key, svg) {
      const cached = cache.get(key);
      if (cached) {
        // Map order is recency order: a hit moves to the back.
        cache.delete(key);
        cache.set(key, cached);
        return Promise.resolve(cached);
      }
      const running = drawing.get(key);
      if (running) return running;
      const started = sharp(Buffer.from(svg()), { density })
        .jpeg({ quality, mozjpeg: true })
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
  return drawings;
}
