/** Where the sandbox app mounts the games service; image and launch URLs the browser opens start here. */
export const GAMES_MOUNT = '/games';

/** A game's tile, per brand (the product node is in the path): a JPEG, as a platform's image store serves it. */
export const thumbnailUrl = (origin: string, productNodeId: number, gameGroupId: number, format: 'jpg' | 'svg' = 'jpg') =>
  `${origin}${GAMES_MOUNT}/thumbnails/${productNodeId}/${gameGroupId}.${format}`;

/** A category or sub-category icon; the active variant is the highlighted one. */
export const iconUrl = (origin: string, slug: string, active: boolean) =>
  `${origin}${GAMES_MOUNT}/icons/${active ? 'active' : 'idle'}/${slug}.svg`;
