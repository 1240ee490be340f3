/**
 * The studio API's routes, each named once: the studio's server registers them by name, its page
 * calls them by name, and a route's path or method changes in this table alone.
 */
export const STUDIO_API_ROOT = '/api';

/** Where the live preview's frame starts, on the preview's gateway: it sets the visitor up, then opens the page. */
export const PREVIEW_ENTRY_PATH = '/__studio/enter';

export const STUDIO_ROUTES = {
  brands: { method: 'GET', path: '/brands' },
  file: { method: 'GET', path: '/file' },
  image: { method: 'GET', path: '/image' },
  rulebooks: { method: 'GET', path: '/rulebooks' },
  validate: { method: 'POST', path: '/validate' },
  save: { method: 'POST', path: '/save' },
  settings: { method: 'GET', path: '/settings' },
  setSettings: { method: 'PUT', path: '/settings' },
  history: { method: 'GET', path: '/history' },
  version: { method: 'GET', path: '/history/version' },
  pictures: { method: 'GET', path: '/history/pictures' },
  previewState: { method: 'GET', path: '/preview' },
  preview: { method: 'POST', path: '/preview' },
  diff: { method: 'POST', path: '/diff' },
  newBrandDefaults: { method: 'GET', path: '/brands/new' },
  draftBrand: { method: 'POST', path: '/brands/draft' },
  upload: { method: 'POST', path: '/assets' },
  draftMarket: { method: 'POST', path: '/brands/:brand/markets/draft' },
  addMarket: { method: 'POST', path: '/brands/:brand/markets' },
  languages: { method: 'GET', path: '/brands/:brand/markets/:market/languages' },
  canvasData: { method: 'POST', path: '/canvas-data' },
  explain: { method: 'POST', path: '/explain' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT'; path: string }>;

export type StudioRouteName = keyof typeof STUDIO_ROUTES;

/** The `:name` parameters a path names (`/brands/:brand/markets` → `brand`). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** What a route's URL is made of: its parameters, when its path names any, and a query. */
export type StudioRouteValues<Name extends StudioRouteName> = {
  query?: Readonly<Record<string, string>>;
} & ([ParamsOf<(typeof STUDIO_ROUTES)[Name]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<ParamsOf<(typeof STUDIO_ROUTES)[Name]['path']>, string>> });

/** A route's URL as the page calls it: under the API's root, parameters and query encoded. */
export function studioUrl<Name extends StudioRouteName>(name: Name, values?: StudioRouteValues<Name>): string {
  const params = (values?.params ?? {}) as Readonly<Record<string, string>>;
  const path = STUDIO_ROUTES[name].path.replace(/:([a-zA-Z]+)/g, (_match, param: string) =>
    encodeURIComponent(params[param] ?? ''),
  );
  const query = Object.entries(values?.query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${STUDIO_API_ROOT}${path}${query ? `?${query}` : ''}`;
}
