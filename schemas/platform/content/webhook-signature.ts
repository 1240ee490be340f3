import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks as the Standard Webhooks specification has them (standardwebhooks.com): the sender
 * signs `<webhook-id>.<webhook-timestamp>.<raw body>` with HMAC-SHA256 and sends `v1,<base64>` in
 * `webhook-signature` (several, space-separated, while a secret is rotated). The timestamp bounds
 * how long a captured request can be replayed; the id lets the receiver refuse the same one twice.
 * The site verifies, the sandbox (the CMS's stand-in) signs: both import this file directly, not
 * through schemas/index.ts, so node:crypto stays out of the browser bundle.
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** A signature older or further ahead than this is refused (the specification's recommendation). */
export const WEBHOOK_TOLERANCE_S = 5 * 60;

/** An id is letters, digits and `_-.:` (msg_2KWP…, a UUID): anything else is not one and is never stored. */
const WEBHOOK_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** `whsec_<base64>` is the specification's form of a secret; any other string is used as its UTF-8 bytes. */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

const signatureOf = (key: Buffer, id: string, timestamp: string, body: Buffer) =>
  createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();

/** The three headers that sign `body` as sent at `nowS` (Unix seconds). */
export function signWebhook(secret: string, id: string, body: Buffer | string, nowS: number): Record<string, string> {
  const timestamp = String(Math.floor(nowS));
  const signature = signatureOf(webhookKey(secret), id, timestamp, Buffer.from(body));
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: `v1,${signature.toString('base64')}`,
  };
}

export type WebhookVerdict =
  | { ok: true; id: string; timestamp: number }
  | { ok: false; reason: 'missing-headers' | 'bad-timestamp' | 'too-old' | 'too-new' | 'bad-signature' };

/** Checks a request's signature headers against its raw body; pure (the clock is passed in). */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  nowS: number,
  toleranceS = WEBHOOK_TOLERANCE_S,
): WebhookVerdict {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const id = header(WEBHOOK_HEADERS.id);
  const timestamp = header(WEBHOOK_HEADERS.timestamp);
  const signatures = header(WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signatures || !WEBHOOK_ID.test(id)) return { ok: false, reason: 'missing-headers' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad-timestamp' };
  const sentS = Number(timestamp);
  if (sentS < nowS - toleranceS) return { ok: false, reason: 'too-old' };
  if (sentS > nowS + toleranceS) return { ok: false, reason: 'too-new' };
  const expected = signatureOf(webhookKey(secret), id, timestamp, body);
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, id, timestamp: sentS } : { ok: false, reason: 'bad-signature' };
}
