/** A game tile's size, in its own units. */
export const TILE = { width: 400, height: 300 } as const;

/**
 * Where a jackpot game's art carries its "JACKPOT" mark, in the tile's units: the top right corner,
 * as game studios' art often has a badge of its own. The site's heart must stay clear of it.
 */
export const JACKPOT_MARK = { x: TILE.width - 118, y: 14, width: 104, height: 28, tile: TILE } as const;
