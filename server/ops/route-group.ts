import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { isApiPath } from '../http/path-kinds.ts';

/**
 * Files served from folders, by group: each path would be its own series and log value otherwise.
 * Checked before the matched route, since a missing file falls through to the page route.
 */
const FOLDER_GROUPS: readonly (readonly [prefix: string, group: string])[] = [
  ['/static/', 'static'],
  ['/fonts/', 'fonts'],
  ['/assets/', 'assets'],
];

/** The catch-all page route of the page routes: every page path, one group. */
const PAGE_ROUTE = '/{*page}';

type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/**
 * Names the group of a request that no route pattern names, e.g. a proxy passing on every path
 * under its mount (`/api/accounts/*`). A fixed string from code: never anything of the request.
 */
export function noteRouteGroup(res: ServerResponse, group: string): void {
  const { locals } = res as WithLocals;
  if (locals) locals.routeGroup = group;
}

/** Records that the request was answered by a platform service, for the request log. */
export function noteUpstream(res: ServerResponse, service: string): void {
  const { locals } = res as WithLocals;
  if (locals) locals.upstream = service;
}

export const upstreamOf = (res: ServerResponse): string | undefined => {
  const upstream = (res as WithLocals).locals?.upstream;
  return typeof upstream === 'string' ? upstream : undefined;
};

/**
 * The request's route group, for metric labels and logs: a bounded set (the matched route pattern
 * or a fixed name), never the raw URL, so no username, token or id in a path becomes a label.
 */
export function routeGroupOf(req: Request, res: Response): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  for (const [prefix, group] of FOLDER_GROUPS) if (path.startsWith(prefix)) return group;
  const route: unknown = req.route?.path;
  if (typeof route === 'string' && route !== PAGE_ROUTE) return `${req.baseUrl}${route}`;
  const noted = res.locals.routeGroup;
  if (typeof noted === 'string') return noted;
  if (route === PAGE_ROUTE) return 'page';
  return isApiPath(path) ? 'api (no route)' : 'no route';
}
