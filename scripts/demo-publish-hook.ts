import { randomBytes } from 'node:crypto';
import type { PublishHookTarget } from '../sandbox/content/index.ts';
import { CONTENT_PUBLISHED_PATH } from '../server/invalidation/index.ts';

/**
 * The demo's CMS stand-in (the sandbox) and the site share a webhook secret made for this run, unless
 * the environment gives one: every content edit then reaches the site as a signed publish webhook.
 * Sets CONTENT_WEBHOOK_SECRET in `env` (the site's) and returns where the sandbox sends the hook.
 */
export function demoPublishHook(env: NodeJS.ProcessEnv, siteUrl = `http://localhost:${env.PORT || 3000}`): PublishHookTarget {
  env.CONTENT_WEBHOOK_SECRET ||= randomBytes(32).toString('hex');
  return { url: `${siteUrl}${CONTENT_PUBLISHED_PATH}`, secret: env.CONTENT_WEBHOOK_SECRET };
}
