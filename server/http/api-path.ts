/** The site's JSON API: everything under /api (a path without its query). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
