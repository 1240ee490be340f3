/**
 * The controls fixed to the screen (the help and chat launchers, the quests button) stand one above
 * the other in a rail at the bottom right: round 48 px buttons, 12 px apart, the first `edge` above
 * the screen's foot and `edge` in from its right side.
 */
const FLOATING_BUTTON_PX = 48;
export const FLOATING_BUTTON_SIZE = `${FLOATING_BUTTON_PX}px`;
const FLOATING_ROW_PX = 60;
/** How far the rail stands from the screen's edges: closer on a phone, where width is scarce. */
const FLOATING_EDGE_PX = { wide: 16, phone: 8 } as const;
/** The rail's places, from the bottom up. */
export type FloatingPlace = 'first' | 'second' | 'third';
const PLACE_INDEX: Record<FloatingPlace, number> = { first: 0, second: 1, third: 2 };

/** The CSS of a control fixed at its place in the rail. */
export function floatingPlace(place: FloatingPlace) {
  const above = PLACE_INDEX[place] * FLOATING_ROW_PX;
  return {
    position: 'fixed',
    right: FLOATING_EDGE_PX.wide,
    bottom: FLOATING_EDGE_PX.wide + above,
    '@mobile': { right: FLOATING_EDGE_PX.phone, bottom: FLOATING_EDGE_PX.phone + above },
  } as const;
}

/** The room the end of the page keeps below its content, so the fixed controls never cover it. */
export const FLOATING_CLEARANCE = `${FLOATING_EDGE_PX.wide + 3 * FLOATING_ROW_PX}px`;

/**
 * The room game cards keep on their right, so nothing fixed to the screen ever covers a card's name
 * or button, wherever the player has scrolled: the rail stands in it. Where the screen is wider than
 * the content and its margin, the rail stands beside the cards and no room is kept.
 */
export const FLOATING_GUTTER = {
  paddingRight: FLOATING_EDGE_PX.wide + FLOATING_BUTTON_PX + 8,
  '@mobile': { paddingRight: FLOATING_EDGE_PX.phone + FLOATING_BUTTON_PX + 8 },
  '@media (min-width: 1440px)': { paddingRight: 0 },
} as const;
