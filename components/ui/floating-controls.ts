/**
 * The controls fixed to the bottom of the screen (support launchers, the quests button) stand in
 * rows: a 48 px control and a 12 px gap each, the support launchers two high.
 */
export const FLOATING_ROW_PX = 60;

/** The room the end of the page keeps below its content, so the fixed controls never cover it. */
export const FLOATING_CLEARANCE = `calc($4 + ${2 * FLOATING_ROW_PX}px)`;
