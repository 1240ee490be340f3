/**
 * The dock: a bar across the screen's foot that holds the launchers (help, chat, quests). It takes
 * its own room at the end of the page, so nothing floats over a game, a chip or a link at any
 * scroll position, and no content keeps a gutter free for floating buttons.
 */
export const DOCK_HEIGHT = 56;
