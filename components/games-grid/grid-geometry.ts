/** The smallest a card may be on a wide grid; the grid fits as many columns as this allows (as CSS auto-fill would). */
export const MIN_CARD_WIDTH = 160;
/** Space between cards, both ways, in px. */
export const CARD_GAP = 16;
/** The card's text block under its 4:3 thumbnail: name and vendor, one line each. */
export const CARD_TEXT_HEIGHT = 56;
/** A card in a row scroller is this wide. */
export const ROW_CARD_WIDTH = 200;
/** A row shows this many games when the page does not say. */
export const ROW_DEFAULT_MAX = 24;
/** The lobby grid's skeleton: this many rows of cards while the catalogue loads. */
export const SKELETON_ROWS = 3;
/** Before the grid has been measured (and in a DOM without layout) it assumes this width. */
const FALLBACK_WIDTH = 1000;

/**
 * A phone's grid: three columns of tiles, tight gaps and the name alone under each thumbnail, so a
 * screen shows nine games or more. Up to 696 px wide: the `@mobile` screen (720 px) less the
 * section's 12 px padding either side.
 */
export const COMPACT = { maxWidth: 696, columns: 3, gap: 8, textHeight: 30, rowCardWidth: 128 } as const;

/** How a grid of a given width lays out its cards. */
export interface GridLayout {
  /** Laid out for a phone (COMPACT): the card shows its name only. */
  compact: boolean;
  columns: number;
  /** Between cards, both ways, in px. */
  gap: number;
  /** The card's text block under its thumbnail, in px. */
  textHeight: number;
}

/** The layout for a grid width: three columns on a phone, otherwise as `repeat(auto-fill, minmax(160px, 1fr))` with 16 px gaps. */
export function gridLayoutFor(width: number): GridLayout {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  if (usable <= COMPACT.maxWidth)
    return { compact: true, columns: COMPACT.columns, gap: COMPACT.gap, textHeight: COMPACT.textHeight };
  const columns = Math.max(1, Math.floor((usable + CARD_GAP) / (MIN_CARD_WIDTH + CARD_GAP)));
  return { compact: false, columns, gap: CARD_GAP, textHeight: CARD_TEXT_HEIGHT };
}

/** The height of a card whose width is known: a 4:3 thumbnail plus the text block. */
export const cardHeightFor = (cardWidth: number, textHeight = CARD_TEXT_HEIGHT) => Math.round((cardWidth * 3) / 4) + textHeight;

/** A grid row's height, the gap below it included. */
export function rowHeightFor(width: number, layout: GridLayout): number {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const cardWidth = (usable - layout.gap * (layout.columns - 1)) / layout.columns;
  return cardHeightFor(cardWidth, layout.textHeight) + layout.gap;
}
