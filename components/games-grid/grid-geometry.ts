/** The smallest a card may be; the grid fits as many columns as this allows (as CSS auto-fill would). */
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

/** Columns for a grid width, the same rule as `repeat(auto-fill, minmax(160px, 1fr))` with a 16px gap. */
export function columnsFor(width: number): number {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  return Math.max(1, Math.floor((usable + CARD_GAP) / (MIN_CARD_WIDTH + CARD_GAP)));
}

/** The height of a card whose width is known: a 4:3 thumbnail plus the text block. */
export const cardHeightFor = (cardWidth: number) => Math.round((cardWidth * 3) / 4) + CARD_TEXT_HEIGHT;

/** A grid row's height, the gap below it included. */
export function rowHeightFor(width: number, columns: number): number {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const cardWidth = (usable - CARD_GAP * (columns - 1)) / columns;
  return cardHeightFor(cardWidth) + CARD_GAP;
}
