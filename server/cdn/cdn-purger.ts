import pRetry, { AbortError } from 'p-retry';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { PublishedChange } from '../invalidation/published-change.ts';
import { purgeRequestsOf, purgeTagsOf, type CdnPurgeKind, type PurgeRequest } from './purge-requests.ts';

/** Attempts after the first for one purge request: with the backoff below, about 7 s before giving up. */
export const PURGE_RETRIES = 4;
/** The first wait before a retry; each next one doubles (with jitter, so instances do not retry in step). */
export const PURGE_FIRST_RETRY_MS = 500;
/** The longest one purge request may take before it counts as failed. */
export const PURGE_TIMEOUT_MS = 2_000;
/** Purge requests in flight at once: Cloudflare's calls take 30 tags each; the CDN need not take them all at once. */
const PURGES_IN_FLIGHT = 4;

export interface CdnPurgerOptions {
  /** The CDN's purge endpoint (`CDN_PURGE_URL`): the reference edge's address, Fastly's or Cloudflare's purge call. */
  url: string;
  /** Which CDN it is (`CDN_PURGE_KIND`): what a purge request looks like. */
  kind: CdnPurgeKind;
  /** The CDN's API token (`CDN_PURGE_TOKEN`), for Fastly and Cloudflare. */
  token?: string;
  logger: Logger;
  metrics: Pick<Metrics, 'cdnPurge'>;
  /** The backoff's first wait; tests make it short. */
  firstRetryMs?: number;
}

export interface CdnPurger {
  /**
   * Drops every stored variant of the pages a change touches from the CDN, by their tags. Returns at
   * once: purges go out in the background, failures are retried with backoff, counted and logged,
   * never thrown.
   */
  purge(change: PublishedChange): void;
  /** Resolves once every purge asked for so far has been sent or given up on (tests, shutdown). */
  settled(): Promise<void>;
}

/** Thrown for a status the CDN will answer again: a 5xx or 429. */
class RetryableStatus extends Error {}

/** One purge request: 200 (dropped) and 404 (nothing stored under that tag) both leave the CDN without the page. */
async function sendPurge(url: string, { method, headers, body }: PurgeRequest): Promise<void> {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
  await response.body?.cancel();
  if (response.ok || response.status === 404) return;
  const failure = `the CDN answered ${response.status}`;
  // A refusal (403: the purge location does not allow this instance) does not change by asking again.
  if (response.status >= 500 || response.status === 429) throw new RetryableStatus(failure);
  throw new AbortError(failure);
}

/**
 * Purges published pages from the CDN in front of the instances. Every instance that applies an
 * invalidation may call it; a purge of a key already purged answers 404 and costs nothing.
 */
export function createCdnPurger({
  url,
  kind,
  token,
  logger,
  metrics,
  firstRetryMs = PURGE_FIRST_RETRY_MS,
}: CdnPurgerOptions): CdnPurger {
  const pending = new Set<Promise<void>>();

  async function purgeOne(request: PurgeRequest): Promise<boolean> {
    try {
      await pRetry(() => sendPurge(url, request), {
        retries: PURGE_RETRIES,
        minTimeout: firstRetryMs,
        factor: 2,
        randomize: true,
        onFailedAttempt: ({ retriesLeft }) => {
          if (retriesLeft > 0) metrics.cdnPurge('retried');
        },
      });
      metrics.cdnPurge('purged');
      return true;
    } catch {
      metrics.cdnPurge('failed');
      return false;
    }
  }

  async function purgeAll(change: PublishedChange, requests: PurgeRequest[]) {
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < requests.length) if (!(await purgeOne(requests[next++]!))) failed++;
    };
    await Promise.all(Array.from({ length: Math.min(PURGES_IN_FLIGHT, requests.length) }, worker));
    // The purge URL and token are configuration: only counts and the change's own names are logged.
    if (failed) logger.warn({ brand: change.brand, paths: change.paths.length, failed, of: requests.length }, 'CDN purge failed');
    else logger.debug({ brand: change.brand, purged: requests.length }, 'CDN purged');
  }

  return {
    purge(change) {
      const done = purgeAll(change, purgeRequestsOf(kind, purgeTagsOf(change), token));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    settled: async () => void (await Promise.all(pending)),
  };
}
