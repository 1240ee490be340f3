import cluster from 'node:cluster';
import { METHODS } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { clusterExposition } from './cluster-metrics.ts';

/** What came of a call to an upstream service: its HTTP status, or why there is none. */
export type UpstreamOutcome = number | 'timeout' | 'unreachable';

/** The site's measurements, as plain calls: nothing else in the server needs to know prom-client. */
export interface Metrics {
  /** A request the site answered; `route` is a route group (`routeGroupOf`), never a raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A call to a platform service, timed until its answer's headers arrived (or it failed). */
  upstream(service: string, seconds: number, outcome: UpstreamOutcome): void;
  /** A server-rendered page served from the page cache, or rendered for it. */
  pageCache(outcome: 'hit' | 'miss'): void;
  /** A login refused with 429, by the limit that refused it. */
  loginLimitRejected(limit: 'ip' | 'username-ip'): void;
  /** A login held back because its username keeps failing from everywhere. */
  loginLimitDelayed(): void;
  /** The shared login-limit store failed, so a login went through unlimited. */
  loginLimitStoreError(): void;
  /** A CMS page record a page left out: its props break its component's schema, or the component is unknown. */
  pageRecordRejected(brand: string, alias: string): void;
  /** A platform promotion left out of an answer: it breaks a rule (its kind) of the visitor's market's rulebook. */
  promotionWithheld(brand: string, rule: string): void;
  /** A request to the CDN's purge endpoint: done (or nothing stored there), tried again, or given up on. */
  cdnPurge(outcome: CdnPurgeOutcome): void;
  /** Everything measured, in the Prometheus text format. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

/** What came of one purge request: the CDN dropped the page (or held none), it is tried again, or it was given up on. */
export type CdnPurgeOutcome = 'purged' | 'retried' | 'failed';

const KNOWN_METHODS = new Set(METHODS);

/** `2xx` … `5xx`, or the failure: a bounded label whatever the upstream answers. */
const outcomeLabel = (outcome: UpstreamOutcome) =>
  typeof outcome === 'number' ? `${Math.min(Math.max(Math.floor(outcome / 100), 1), 5)}xx` : outcome;

const isUpstreamError = (outcome: UpstreamOutcome) => typeof outcome !== 'number' || outcome >= 500;

/**
 * The site's metrics on a registry of their own (never prom-client's global one, so every app, and
 * every test, counts apart), with Node's process and event-loop metrics beside them. In one of
 * WEB_CONCURRENCY workers, the exposition is the sum over all of them (the primary adds them up).
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const read = cluster.isWorker ? clusterExposition(registry) : () => registry.metrics();

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route group and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time a platform service took to answer, by service and outcome (status class, timeout or unreachable).',
    labelNames: ['service', 'outcome'] as const,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Calls to a platform service that failed: 5xx, timeout or unreachable.',
    labelNames: ['service', 'outcome'] as const,
    registers,
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Server-rendered pages served from the page cache (hit) or rendered (miss).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const loginRejections = new Counter({
    name: 'login_limit_rejections_total',
    help: 'Logins refused by a login limit, by limit.',
    labelNames: ['limit'] as const,
    registers,
  });
  const loginDelays = new Counter({
    name: 'login_limit_delays_total',
    help: 'Logins held back because their username keeps failing (never refused for it).',
    registers,
  });
  const loginStoreErrors = new Counter({
    name: 'login_limit_store_errors_total',
    help: 'Failed calls to the shared login-limit store (the login went through unlimited).',
    registers,
  });
  const rejectedRecords = new Counter({
    name: 'page_records_rejected_total',
    help: 'CMS page records left out of a page: props that break the component schema, or an unknown component.',
    labelNames: ['brand', 'component'] as const,
    registers,
  });
  const withheldPromotions = new Counter({
    name: 'promotions_withheld_total',
    help: "Platform promotions left out of an answer because they break a rule of the visitor's market's rulebook, by brand and rule kind.",
    labelNames: ['brand', 'rule'] as const,
    registers,
  });
  const cdnPurges = new Counter({
    name: 'cdn_purge_requests_total',
    help: 'Requests to the CDN purge endpoint, by outcome: purged, retried (failed, tried again) or failed (given up).',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Series that exist from the start, so a rate over them reads 0 rather than nothing.
  for (const outcome of ['hit', 'miss']) pageCache.inc({ outcome }, 0);
  for (const limit of ['ip', 'username-ip']) loginRejections.inc({ limit }, 0);
  for (const outcome of ['purged', 'retried', 'failed']) cdnPurges.inc({ outcome }, 0);

  return {
    request(method, route, status, seconds) {
      requestDuration.observe({ method: KNOWN_METHODS.has(method) ? method : 'other', route, status: String(status) }, seconds);
    },
    upstream(service, seconds, outcome) {
      const labels = { service, outcome: outcomeLabel(outcome) };
      upstreamDuration.observe(labels, seconds);
      if (isUpstreamError(outcome)) upstreamErrors.inc(labels);
    },
    pageCache: (outcome) => pageCache.inc({ outcome }),
    loginLimitRejected: (limit) => loginRejections.inc({ limit }),
    loginLimitDelayed: () => loginDelays.inc(),
    loginLimitStoreError: () => loginStoreErrors.inc(),
    pageRecordRejected: (brand, alias) => rejectedRecords.inc({ brand, component: alias }),
    promotionWithheld: (brand, rule) => withheldPromotions.inc({ brand, rule }),
    cdnPurge: (outcome) => cdnPurges.inc({ outcome }),
    exposition: async () => ({ contentType: registry.contentType, body: await read() }),
  };
}
