import { trackError } from '../telemetry/index.ts';
import { parsedBody } from './parsed-body.ts';
import { yieldToMain } from '../main-thread/index.ts';

/** SPEC §9 API retries: 2, delay 2^n seconds plus up to 1 s of jitter, on network errors and 5xx. */
export const API_RETRY = { retries: 2, baseDelayMs: 1000, maxJitterMs: 1000 } as const;

/** A failed call as error tracking tells it: the service and the route (ids and query left out), and the status. */
export function apiErrorContext(path: string, status: number) {
  const route = path.split(/[?#]/)[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');
  return { service: /^\/api\/([a-z-]+)/.exec(route)?.[1] ?? 'site', route, status };
}

/** A failed platform call: the HTTP status (0 when there was no response) and the platform's code. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** SPEC §8: the platform's code for an invalid user token. */
export const INVALID_USER_TOKEN_CODE = 15006;

/** The platform refuses real-money play (a launch) until the identity of a player in a KYC market is verified. */
export const IDENTITY_VERIFICATION_REQUIRED_CODE = 15020;

export const isIdentityVerificationRequired = (error: unknown) =>
  error instanceof PlatformError && error.code === IDENTITY_VERIFICATION_REQUIRED_CODE;

/** SPEC §4 token validity: a 401, or a 500 with code 15006, means the stored user token is no good. */
export const isInvalidUserToken = (error: unknown) =>
  error instanceof PlatformError && (error.status === 401 || (error.status === 500 && error.code === INVALID_USER_TOKEN_CODE));

export interface RequestOptions {
  body?: unknown;
  /** A bearer token: the user token, or a launch token for the broker. */
  bearer?: string;
  headers?: Record<string, string>;
  /** Retries on network errors and 5xx; on by default for reads, off for writes that must not repeat. */
  retry?: boolean;
  /** Sent at once and with keepalive: it leaves even as the page unloads (a click that navigates away). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /**
   * What sends the request and reads its answer: fetch on this thread unless given. The catalogue's
   * answer (near a megabyte) is read in a worker instead, whose decoding would hold the main thread.
   */
  transport?: Transport;
}

/** An answer as the client judges it: its status, and its body parsed (the text when not JSON). */
export interface TransportAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** Sends a request and reads its answer; throws as fetch does when there is no answer (or on abort). */
export type Transport = (url: string, init: RequestInit) => Promise<TransportAnswer>;

/** fetch on this thread, the answer read as text and parsed here. */
export const fetchTransport =
  (fetchImpl: typeof fetch): Transport =>
  async (url, init) => {
    const response = await fetchImpl(url, init);
    return { status: response.status, ok: response.ok, body: parsedBody(await response.text()) };
  };

export interface HttpClient {
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientOptions {
  /** Prefix of every path: '' in the browser (same origin), the site's origin elsewhere. */
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delay before retry n (0-based): 2^(n+1) s … as SPEC §9 writes it, 2^n seconds with n from 1, plus jitter. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random) =>
  API_RETRY.baseDelayMs * 2 ** (attempt + 1) + Math.floor(random() * API_RETRY.maxJitterMs);

/** fetch with the platform's error shape, bearer auth and the retry policy. */
export function createHttpClient({
  baseUrl = '',
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  sleep = defaultSleep,
  random = Math.random,
}: HttpClientOptions = {}): HttpClient {
  const onThisThread = fetchTransport(fetchImpl);
  async function once<T>(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<T> {
    // Starting a request costs the browser a few milliseconds on the main thread. After hydration a
    // dozen effects ask for data at once: each request starts in a task of its own, not one long task.
    if (!options.keepalive) await yieldToMain();
    let response: TransportAnswer;
    try {
      response = await (options.transport ?? onThisThread)(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      trackError('API_ERROR', apiErrorContext(path, 0));
      throw new PlatformError(0, undefined, 'No Server Response');
    }
    const { body } = response;
    if (!response.ok) {
      // SPEC §8: the service, status and route of a failed call; never its body.
      trackError('API_ERROR', apiErrorContext(path, response.status));
      const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
      throw new PlatformError(
        response.status,
        typeof code === 'number' ? code : undefined,
        typeof message === 'string' ? message : `${method} ${path} failed: ${response.status}`,
        body,
      );
    }
    return body as T;
  }

  return {
    async request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}) {
      const retries = (options.retry ?? method === 'GET') ? API_RETRY.retries : 0;
      for (let attempt = 0; ; attempt++) {
        try {
          return await once<T>(method, path, options);
        } catch (error) {
          const retriable = error instanceof PlatformError && (error.status === 0 || error.status >= 500);
          if (!retriable || attempt >= retries) throw error;
          await sleep(retryDelayMs(attempt, random));
        }
      }
    },
  };
}
