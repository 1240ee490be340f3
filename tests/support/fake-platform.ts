import { createHttpClient, createPlatformClients, type Account } from '../../engine/platform/index.ts';

/**
 * The one fake platform of the unit and component tests: the site's API answering from routes typed by
 * the platform contract (schemas/platform), reached through the real HTTP client and platform clients
 * (createPlatformClients) with its own fetch, never the global one. Every call is recorded.
 */

export interface FakeCall {
  method: string;
  /** The path and query as the client asked for them. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization?: string;
  headers: Record<string, string>;
  keepalive: boolean;
}

export type FakeAnswer = { status: number; body?: unknown } | 'no-response';
type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the platform's JWT user tokens, expiring at `expSeconds`. */
export const fakeJwt = (expSeconds = 4_102_444_800, id = 'player') =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ exp: expSeconds, sub: id }))}.signature`;

export function fakeAccount(
  overrides: Partial<Account['regulated']> & { kycStatus?: Account['kycStatus']; balance?: number } = {},
): Account {
  const { kycStatus = 'verified', balance = 250, ...regulated } = overrides;
  return {
    core: { userId: 100001, username: 'demo', casinoId: 3568, registeredProductId: 3568, currency: '£', currencyIsoCode: 'GBP' },
    personal2: { registeredCountryShortCode: 'GB', languageCode: 'en' },
    regulated: {
      accountStatusId: 4,
      areTermsAndConditionsAccepted: true,
      termsAndConditionsAcceptedDate: '2026-06-01',
      ...regulated,
    },
    session: {
      core: { sessionProductId: 3568, sessionId: 500001, sessionGuid: 'guid-1', sessionStartTime: '2026-08-01T10:00:00.000Z' },
    },
    attributes: [],
    balances: [{ balanceTypeId: 0, amount: balance }],
    kycStatus,
    userType: 0,
  };
}

/** The platform's answer to a failed call: its JSON error `{ code, message }` with an HTTP status. */
export const platformError = (status: number, code = status, message = 'failed'): FakeAnswer => ({
  status,
  body: { code, message },
});

let tokenCounter = 0;
export const launchTokens = (count: number) => Array.from({ length: count }, () => `launch-${++tokenCounter}`);

/** The routes of a happy platform; tests replace the ones they care about. */
function defaultRoutes(account: Account): Record<string, Handler> {
  const userToken = fakeJwt();
  return {
    'GET /api/ip-address': () => ({ status: 200, body: { ipAddress: '203.0.113.9' } }),
    'GET /api/geo-info': () => ({ status: 200, body: { data: { CountryIsoCode: 'gb', CountryIso3Code: 'gbr' } } }),
    'GET /api/accounts/termsAndConditions': () => ({
      status: 200,
      body: { lastUpdated: '2026-05-01', maltaLastUpdated: '2026-07-15' },
    }),
    'POST /api/accounts/login': () => ({
      status: 200,
      body: { tokens: { userToken, launchTokens: launchTokens(10), refreshTokens: ['refresh-1'] }, account },
    }),
    'POST /api/accounts/detailsViaUserToken': () => ({ status: 200, body: account }),
    'GET /api/accounts/details': () => ({ status: 200, body: account }),
    'POST /api/accounts/logout': () => ({ status: 200, body: { loggedOut: true } }),
    'POST /api/accounts/refreshLaunchTokens': (call) => ({
      status: 200,
      body: { launchTokens: launchTokens((call.body as { numLaunchTokens: number }).numLaunchTokens) },
    }),
    'POST /api/accounts/refreshToken': () => ({
      status: 200,
      body: {
        tokens: { userToken: fakeJwt(4_102_444_900, 'renewed'), launchTokens: launchTokens(10), refreshTokens: ['refresh-2'] },
      },
    }),
    'POST /api/accounts/details/acceptTermsAndConditions': () => ({
      status: 200,
      body: { areTermsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: '2026-08-01' },
    }),
    'GET /api/accounts/sessionSummary': () => ({
      status: 200,
      body: { sessionId: 500001, timePlayedSeconds: 3725, wagered: 40, won: 55.5, netPosition: 15.5, currencyIsoCode: 'GBP' },
    }),
    'POST /api/remember-username': (call) => {
      const body = call.body as { operation: string; username?: string; encryptedUsername?: string };
      return body.operation === 'post'
        ? { status: 200, body: { encryptedUsername: `enc:${body.username}` } }
        : { status: 200, body: { username: body.encryptedUsername?.replace(/^enc:/, '') } };
    },
  };
}

/** A route whose `*` stands for one path segment, as in `GET /api/games/<star>/search`. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);

/** Rejects as fetch does once `signal` aborts, with its reason (never, without one). */
const abortOf = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    const fail = () => reject(signal.reason);
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/** A fake platform answering from routes (`'POST /api/accounts/login'`; a `*` matches one path segment). */
export function createFakePlatform(account: Account = fakeAccount()) {
  const routes = defaultRoutes(account);
  const calls: FakeCall[] = [];
  let fallback: Handler | undefined;
  const findRoute = (method: string, path: string): Handler | undefined =>
    routes[`${method} ${path}`] ??
    Object.entries(routes).find(([route]) => route.includes('*') && routePattern(route).test(`${method} ${path}`))?.[1] ??
    fallback ??
    (path.startsWith('/api/broker/') ? () => ({ status: 200, body: { messageInstanceUUID: 'm-1' } }) : undefined);
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const [path = url, query = ''] = url.split('?');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: FakeCall = {
      method,
      url,
      path,
      query: new URLSearchParams(query),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
      headers,
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const route = findRoute(method, path);
    const answer: FakeAnswer = route
      ? await Promise.race([route(call), abortOf(init.signal)])
      : { status: 404, body: { code: 404, message: 'No such API' } };
    if (answer === 'no-response') throw new TypeError('fetch failed');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof globalThis.fetch;
  const http = createHttpClient({ fetch, sleep: async () => undefined });
  return {
    /** The site's fetch as the platform answers it: for code that takes a fetch. */
    fetch,
    /** The real HTTP client over the fake, and every platform client on it (what PlatformProvider hands down). */
    http,
    clients: createPlatformClients(http),
    calls,
    /** Replaces (or adds) one route's answer. */
    on(route: string, handler: Handler) {
      routes[route] = handler;
    },
    /** Answers every call with `body`, the default routes dropped (a client's own tests, which look at what was sent). */
    answerEverything(body: unknown, status = 200) {
      for (const route of Object.keys(routes)) delete routes[route];
      fallback = () => ({ status, body });
    },
    /** Answers a route with data: `{ status: 200, body }`. */
    answer(route: string, body: unknown, status = 200) {
      routes[route] = () => ({ status, body });
    },
    /** Makes a route fail with `status`, answering the platform's JSON error `{ code, message }`. */
    fail(route: string, status: number, code = status, message = 'failed') {
      routes[route] = () => platformError(status, code, message);
    },
    callsTo: (route: string) => calls.filter((call) => routePattern(route).test(`${call.method} ${call.path}`)),
  };
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
