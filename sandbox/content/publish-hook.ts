import { randomUUID } from 'node:crypto';
import pRetry, { AbortError } from 'p-retry';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { ContentPublished } from '../../schemas/index.ts';
import { signWebhook } from '../../schemas/platform/content/webhook-signature.ts';

/** Where the CMS's "content published" webhook goes, and the secret it is signed with. */
export interface PublishHookTarget {
  /** The site's webhook URL: `<site>/api/hooks/content-published`. */
  url: string;
  secret: string;
}

/** A site that is restarting or briefly unreachable gets a few more tries, spaced out: 0.2, 0.4, 0.8, 1.6 s. */
export const PUBLISH_HOOK_RETRY = { retries: 4, minTimeout: 200, factor: 2, timeoutMs: 5000 } as const;

type BrandNodes = Pick<LoadedBrand, 'name' | 'manifest' | 'markets'>;

/**
 * The node ids a CMS would name for edits to these files (relative to brands/): a market's own files
 * (`<brand>/markets/<id>.json`, `<brand>/content/markets/<id>/…`) name that market's node, any other
 * file of a brand its product node. No file named (a reload asked for): every brand's product node.
 */
export function nodeIdsOfChangedFiles(brands: readonly BrandNodes[], files: readonly string[]): number[] {
  if (!files.length) return brands.map((brand) => brand.manifest.productNodeId);
  const ids = new Set<number>();
  for (const file of files) {
    const [folder, kind, ...rest] = file.split('/');
    const brand = brands.find((each) => each.name === folder);
    if (!brand) continue;
    const marketId =
      kind === 'markets' ? rest[0]?.replace(/\.json$/, '') : kind === 'content' && rest[0] === 'markets' ? rest[1] : undefined;
    const market = brand.markets.find((each) => each.id === marketId);
    ids.add(market ? market.manifest.marketNodeId : brand.manifest.productNodeId);
  }
  return [...ids].sort((a, b) => a - b);
}

export interface PublishHookLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Sends the signed webhook for one publish, as the platform's CMS does: one id for every attempt (the
 * site refuses an id twice, so a 409 means an earlier attempt got through), freshly signed each time.
 * Failures are retried with backoff (p-retry); a refusal (4xx) is not, it would be refused again.
 */
export async function sendPublishHook(
  target: PublishHookTarget,
  nodeIds: number[],
  logger: PublishHookLogger,
  now = () => new Date(),
): Promise<boolean> {
  const id = `msg_${randomUUID()}`;
  const event: ContentPublished = {
    type: 'content.published',
    timestamp: now().toISOString(),
    data: { nodeIds: nodeIds as [number, ...number[]] },
  };
  const body = JSON.stringify(event);
  try {
    await pRetry(
      async () => {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signWebhook(target.secret, id, body, now().getTime() / 1000) },
          body,
          signal: AbortSignal.timeout(PUBLISH_HOOK_RETRY.timeoutMs),
        });
        if (response.ok || response.status === 409) return;
        const answer = (await response.text()).slice(0, 200);
        const failure = new Error(`the site answered ${response.status}: ${answer}`);
        throw response.status >= 400 && response.status < 500 && response.status !== 429 ? new AbortError(failure) : failure;
      },
      {
        retries: PUBLISH_HOOK_RETRY.retries,
        minTimeout: PUBLISH_HOOK_RETRY.minTimeout,
        factor: PUBLISH_HOOK_RETRY.factor,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) =>
          logger.warn(
            { webhookId: id, attempt: attemptNumber, retriesLeft, err: error.message },
            'content webhook not delivered',
          ),
      },
    );
    logger.info({ webhookId: id, nodeIds }, 'content webhook delivered');
    return true;
  } catch (error) {
    logger.error({ webhookId: id, nodeIds, err: (error as Error).message }, 'content webhook given up');
    return false;
  }
}
