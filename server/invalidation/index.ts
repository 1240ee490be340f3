export { cacheKeyHit } from './cache-keys-hit.ts';
export { CONTENT_PUBLISHED_PATH, createContentPublishedRoute } from './content-published-route.ts';
export { createInvalidationBus, INVALIDATION_CHANNEL, type InvalidationBus } from './invalidation-bus.ts';
export type { PublishedChange } from './published-change.ts';
export { createReplayGuard } from './replay-guard.ts';
export { resolveChange } from './resolve-change.ts';
export {
  signWebhook,
  verifyWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_TOLERANCE_S,
} from '../../schemas/platform/content/webhook-signature.ts';
