import { encodeBody, type EncodedBodies } from '../http/encoded-body.ts';
import type { Metrics } from '../ops/index.ts';
import type { BoundedCache } from './bounded-cache.ts';
import { createCoalescer } from './coalesce.ts';

/** An upstream answer as the cache keeps it: the bytes, never re-serialised. */
export interface UpstreamAnswer {
  status: number;
  contentType: string;
  /** The plain bytes, as the upstream sent them. */
  body: Buffer;
  /**
   * When the upstream said the answer stops being true (its `Cache-Control: max-age`, such as a
   * scheduled page record's start or end): it is kept no longer, nor is anything made from it.
   */
  freshUntil?: number;
  /**
   * A stored (200) answer in every encoding it is sent in, each with its strong ETag: compressed
   * once when stored, not on every response. Absent for an answer that is not kept.
   */
  encoded?: EncodedBodies;
}

export interface CachedUpstream {
  /** GETs (or POSTs, for lookups the platform takes as POST) a path of the upstream; 200s are cached under key. */
  fetch(request: {
    path: string;
    key: string;
    method?: 'GET' | 'POST';
    body?: unknown;
    requestId?: string;
  }): Promise<UpstreamAnswer & { cache: 'hit' | 'miss' }>;
}

/** The seconds of an answer's `max-age`, or undefined when it names none. */
export function maxAgeSeconds(cacheControl: string | null): number | undefined {
  const seconds = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl ?? '')?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

const jsonAnswer = (status: number, message: string): UpstreamAnswer => ({
  status,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify({ code: status, message })),
});

/**
 * A cached reader of one upstream service, for content and catalogue reads: a fresh answer is
 * shared by every identical request in flight and kept for the cache's TTL.
 */
export function createCachedUpstream({
  baseUrl,
  timeoutMs,
  cache,
  service,
  metrics,
  now = Date.now,
}: {
  baseUrl: string;
  timeoutMs: number;
  cache: BoundedCache<UpstreamAnswer>;
  service: string;
  /** Each call that reaches the upstream (not a cache hit) is measured there. */
  metrics: Pick<Metrics, 'upstream'>;
  /** The clock an answer's max-age counts from. */
  now?: () => number;
}): CachedUpstream {
  const coalescer = createCoalescer<UpstreamAnswer>();

  async function load(path: string, method: 'GET' | 'POST', body: unknown, requestId?: string): Promise<UpstreamAnswer> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      metrics.upstream(service, seconds(), response.status);
      const maxAge = maxAgeSeconds(response.headers.get('cache-control'));
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: Buffer.from(await response.arrayBuffer()),
        ...(maxAge === undefined ? {} : { freshUntil: now() + maxAge * 1000 }),
      };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      metrics.upstream(service, seconds(), timedOut ? 'timeout' : 'unreachable');
      return timedOut
        ? jsonAnswer(504, `The ${service} service did not answer in time`)
        : jsonAnswer(502, `The ${service} service cannot be reached`);
    }
  }

  return {
    async fetch({ path, key, method = 'GET', body, requestId }) {
      const cached = cache.get(key);
      if (cached) return { ...cached, cache: 'hit' };
      const answer = await coalescer.run(key, async () => {
        const loaded = await load(path, method, body, requestId);
        if (loaded.status !== 200) return loaded;
        const encoded = await encodeBody(loaded.body);
        const stored = { ...loaded, body: encoded.bodies.identity.bytes, encoded };
        cache.set(
          key,
          stored,
          encoded.size + key.length,
          loaded.freshUntil === undefined ? undefined : loaded.freshUntil - now(),
        );
        return stored;
      });
      return { ...answer, cache: 'miss' };
    },
  };
}
