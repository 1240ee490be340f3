import { Ajv } from 'ajv';
import express, { Router, type Request, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { AJV_OPTIONS, toSchemaIssues } from '../../engine/manifest/index.ts';
import { platformSchemas, type ContentPublished } from '../../schemas/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { InvalidationBus } from './invalidation-bus.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { resolveChange } from './resolve-change.ts';
import { verifyWebhook, WEBHOOK_TOLERANCE_S } from '../../schemas/platform/content/webhook-signature.ts';

export const CONTENT_PUBLISHED_PATH = '/api/hooks/content-published';

/** A CMS publishes in bursts, never hundreds a minute from one address; more is someone guessing. */
export const CONTENT_HOOK_LIMITS = {
  windowMs: 60_000,
  perAddress: 120,
  /** A payload is a list of at most 100 node ids and 100 paths: far below this. */
  maxBodyBytes: 64 * 1024,
} as const;

export interface ContentPublishedRouteOptions {
  secret: string;
  /** The brands served now: their manifests know their product and market node ids. */
  brands: () => readonly LoadedBrand[];
  bus: Pick<InvalidationBus, 'publish'>;
  replays: ReplayGuard;
  logger: Logger;
  /** The rate limit's counts, shared across instances (Redis); absent, this process's memory. */
  limitStore?: Store;
  /** Unix seconds, for the signature's age. */
  nowS?: () => number;
}

const refuse = (res: Response, status: number, message: string) => void res.status(status).json({ code: status, message });

const SIGNATURE_REFUSALS = {
  'missing-headers': 'webhook-id, webhook-timestamp and webhook-signature are required',
  'bad-timestamp': 'webhook-timestamp must be Unix seconds',
  'too-old': `webhook-timestamp is more than ${WEBHOOK_TOLERANCE_S} seconds old`,
  'too-new': `webhook-timestamp is more than ${WEBHOOK_TOLERANCE_S} seconds ahead`,
  'bad-signature': 'webhook-signature does not match the body',
} as const;

/**
 * POST /api/hooks/content-published: the CMS says content was published. A signed, fresh, first-seen
 * request whose body keeps schemas/platform/content/content-published.schema.json is resolved to the
 * brands and markets it touches and published to every instance (202); anything else changes nothing.
 */
export function createContentPublishedRoute({
  secret,
  brands,
  bus,
  replays,
  logger,
  limitStore,
  nowS = () => Date.now() / 1000,
}: ContentPublishedRouteOptions) {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  const validate = ajv.compile<ContentPublished>(platformSchemas.ContentPublished);
  const routes = Router();
  routes.post(
    CONTENT_PUBLISHED_PATH,
    rateLimit({
      windowMs: CONTENT_HOOK_LIMITS.windowMs,
      limit: CONTENT_HOOK_LIMITS.perAddress,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      ...(limitStore ? { store: limitStore } : {}),
      passOnStoreError: true,
      handler: (_req, res) => refuse(res, 429, 'Too many webhook calls; try again later'),
    }),
    // The signature covers the exact bytes: read them raw, whatever the content type says.
    express.raw({ type: () => true, limit: CONTENT_HOOK_LIMITS.maxBodyBytes }),
    async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const verdict = verifyWebhook(secret, req.headers, body, nowS());
      if (!verdict.ok) {
        logger.warn(
          { requestId: res.locals.requestId, reason: verdict.reason },
          'content webhook refused: not signed by the CMS',
        );
        return refuse(res, 401, SIGNATURE_REFUSALS[verdict.reason]);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return refuse(res, 400, 'The body must be JSON');
      }
      if (!validate(payload)) {
        const [issue] = toSchemaIssues(validate.errors);
        return refuse(res, 400, `${issue?.pointer || '/'}: ${issue?.rule ?? 'must be a content.published event'}`);
      }
      if (!(await replays.firstSighting(verdict.id))) {
        logger.warn({ requestId: res.locals.requestId, webhookId: verdict.id }, 'content webhook refused: already seen');
        return refuse(res, 409, `webhook-id ${verdict.id} was already accepted`);
      }
      const { nodeIds, paths = [] } = payload.data;
      const changes = resolveChange(brands(), nodeIds, paths);
      const reach = changes.length ? await bus.publish(changes) : 'none';
      logger.info(
        {
          requestId: res.locals.requestId,
          webhookId: verdict.id,
          nodeIds,
          changes: changes.map(({ brand, marketIds }) => ({ brand, marketIds })),
          reach,
        },
        'content published',
      );
      res.status(202).json({ accepted: true, changes });
    },
  );
  return routes;
}
