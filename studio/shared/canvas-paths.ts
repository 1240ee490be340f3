/** Where the canvas's platform calls go: the studio passes them on to the live preview's site. */
export const CANVAS_PLATFORM_PATH = '/canvas-platform';
/** The cookie the canvas names its visitor in (brand|country|device), on the studio's own origin. */
export const CANVAS_COOKIE = 'studio-canvas';
