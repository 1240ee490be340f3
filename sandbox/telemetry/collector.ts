import express, { Router, type ErrorRequestHandler } from 'express';
import { sendError } from '../core/index.ts';

/** What the collector keeps: the latest batches, newest last (a demo's store, not a telemetry backend). */
const MAX_BATCHES = 500;
const BODY_LIMIT = '1mb';
/** The kinds of items a Faro batch carries. */
const KINDS = ['events', 'measurements', 'logs', 'exceptions', 'traces'] as const;

export interface ReceivedBatch {
  receivedAt: string;
  sessionId: string;
  pageUrl: string;
  brand: string;
  /** The kinds of items in the batch, and how many of each (traces: 1 when present). */
  kinds: Partial<Record<(typeof KINDS)[number], number>>;
  /** The names of the errors it reported (SPEC §8 error-tracking names among them). */
  errors: string[];
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A Faro batch, read and checked: `meta.session.id` and `meta.page.url` strings, items where Faro puts them. */
export function readFaroBatch(body: unknown, now: Date): ReceivedBatch | string {
  const batch = objectOf(body);
  const meta = objectOf(batch?.meta);
  const session = objectOf(meta?.session);
  const page = objectOf(meta?.page);
  if (!batch || !meta) return 'a Faro batch is a JSON object with meta';
  if (typeof session?.id !== 'string' || !session.id) return 'meta.session.id must be a string';
  if (typeof page?.url !== 'string') return 'meta.page.url must be a string';
  const kinds: ReceivedBatch['kinds'] = {};
  for (const kind of KINDS) {
    const items = batch[kind];
    if (items === undefined) continue;
    if (kind === 'traces' ? !objectOf(items) : !Array.isArray(items))
      return `${kind} must be ${kind === 'traces' ? 'an object' : 'a list'}`;
    kinds[kind] = Array.isArray(items) ? items.length : 1;
  }
  const attributes = objectOf(session.attributes);
  const app = objectOf(meta.app);
  const errors = (Array.isArray(batch.exceptions) ? batch.exceptions : []).map((exception) =>
    String(objectOf(exception)?.type ?? 'Error'),
  );
  return {
    receivedAt: now.toISOString(),
    sessionId: session.id,
    pageUrl: page.url,
    brand: String(attributes?.brand ?? app?.name ?? ''),
    kinds,
    errors,
  };
}

/**
 * The sandbox's telemetry collector: takes Faro's batches as the Grafana collector does (POST,
 * from any origin, CORS preflight answered), checked and bounded, and shows what arrived.
 */
export function createTelemetryCollector({ now = () => new Date() }: { now?: () => Date } = {}) {
  const batches: ReceivedBatch[] = [];
  const routes = Router();
  routes.use((req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    if (req.method !== 'OPTIONS') return next();
    res.set('Access-Control-Allow-Methods', 'POST');
    // Faro's transport sends these besides the body's type.
    res.set('Access-Control-Allow-Headers', 'content-type, x-faro-session-id, idempotency-key');
    res.status(204).end();
  });
  routes.post('/collect', express.json({ limit: BODY_LIMIT, type: () => true }), (req, res) => {
    const batch = readFaroBatch(req.body, now());
    if (typeof batch === 'string') return sendError(res, 400, 400, batch);
    batches.push(batch);
    batches.splice(0, Math.max(0, batches.length - MAX_BATCHES));
    res.status(202).json({ accepted: true });
  });
  // A body too large or not JSON: said as JSON, like every other refusal.
  routes.use(((error, _req, res, _next) => {
    const status = (error as { status?: number }).status === 413 ? 413 : 400;
    sendError(
      res,
      status,
      status,
      status === 413 ? `a batch may be ${BODY_LIMIT} at most` : 'a Faro batch is a JSON object with meta',
    );
  }) as ErrorRequestHandler);
  return { routes, list: () => [...batches], reset: () => void batches.splice(0) };
}
