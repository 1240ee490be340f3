import { createJpegDrawings } from '../core/index.ts';
import type { Game } from './catalogue-types.ts';
import { renderThumbnail } from './thumbnail-svg.ts';

/** The tile's SVG is 400 × 300; the JPEG is drawn at 1.6× (640 × 480), sharp enough for a 2× screen. */
const DENSITY = 72 * 1.6;

export interface ThumbnailJpegs {
  /** The game's tile as a JPEG: drawn once, then kept while it stays among the most recently asked for. */
  jpegFor(game: Game, productNodeId: number): Promise<Buffer>;
  readonly size: number;
}

/** A game's tile as a raster image, the same pixels for the same game every time. */
export function createThumbnailJpegs({ maxEntries = 2_000 } = {}): ThumbnailJpegs {
  const drawings = createJpegDrawings({ maxEntries, density: DENSITY });
  return {
    jpegFor: (game, productNodeId) =>
      drawings.jpegOf(`${productNodeId}/${game.GameGroupId}`, () => renderThumbnail(game, productNodeId)),
    get size() {
      return drawings.size;
    },
  };
}
