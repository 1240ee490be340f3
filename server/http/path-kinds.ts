/** The site's JSON API: everything under /api (a path without its query). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Where the site's files are served: the build's assets, the brands' fonts and their own assets. */
export const FILE_MOUNTS = { static: '/static', fonts: '/fonts', brandAssets: '/assets' } as const;
/** Files at the site's root. */
export const ROOT_FILES = { favicon: '/favicon.ico', robots: '/robots.txt' } as const;

const FILE_PREFIXES = Object.values(FILE_MOUNTS).map((mount) => `${mount}/`);
const ROOT_FILE_PATHS: readonly string[] = Object.values(ROOT_FILES);

/** A file the site serves (a script, a font, an image, robots.txt): never a page. */
export const isFilePath = (path: string) =>
  FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) || ROOT_FILE_PATHS.includes(path);
