import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, webhookKey, WEBHOOK_HEADERS } from './webhook-signature.ts';

const SECRET = 'a-content-webhook-secret-of-32-bytes!!';
const NOW = 1_790_000_000;
const BODY = Buffer.from('{"type":"content.published","data":{"nodeIds":[3000]}}');

describe('verifyWebhook', () => {
  const signed = signWebhook(SECRET, 'msg_1', BODY, NOW);

  it('accepts what signWebhook signed, within five minutes either way', () => {
    for (const now of [NOW, NOW + 299, NOW - 299])
      expect(verifyWebhook(SECRET, signed, BODY, now)).toEqual({ ok: true, id: 'msg_1', timestamp: NOW });
  });

  it.each([
    ['another body', { ...signed }, Buffer.from(BODY.toString().replace('3000', '3001')), NOW, 'bad-signature'],
    ['another secret', signWebhook(`${SECRET}x`, 'msg_1', BODY, NOW), BODY, NOW, 'bad-signature'],
    ['another id under the same signature', { ...signed, [WEBHOOK_HEADERS.id]: 'msg_2' }, BODY, NOW, 'bad-signature'],
    [
      'a signature of another version',
      { ...signed, [WEBHOOK_HEADERS.signature]: signed['webhook-signature']!.replace('v1', 'v2') },
      BODY,
      NOW,
      'bad-signature',
    ],
    ['sent more than five minutes ago', signed, BODY, NOW + 301, 'too-old'],
    ['sent more than five minutes ahead', signed, BODY, NOW - 301, 'too-new'],
    [
      'a timestamp that is not Unix seconds',
      { ...signed, [WEBHOOK_HEADERS.timestamp]: '2026-11-25T00:00:00Z' },
      BODY,
      NOW,
      'bad-timestamp',
    ],
    [
      'no signature header',
      { [WEBHOOK_HEADERS.id]: 'msg_1', [WEBHOOK_HEADERS.timestamp]: String(NOW) },
      BODY,
      NOW,
      'missing-headers',
    ],
    ['an id with spaces', { ...signed, [WEBHOOK_HEADERS.id]: 'msg 1' }, BODY, NOW, 'missing-headers'],
  ])('refuses %s', (_case, headers, body, now, reason) => {
    expect(verifyWebhook(SECRET, headers, body, now)).toEqual({ ok: false, reason });
  });

  it('accepts any one of several signatures (a secret being rotated)', () => {
    const old = signWebhook('the-previous-secret-also-32-bytes-long', 'msg_1', BODY, NOW)['webhook-signature'];
    const headers = { ...signed, [WEBHOOK_HEADERS.signature]: `${old} ${signed['webhook-signature']}` };
    expect(verifyWebhook(SECRET, headers, BODY, NOW).ok).toBe(true);
  });

  it("matches the specification's own example (whsec_ secret)", () => {
    // From the Standard Webhooks reference libraries' tests.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = Buffer.from('{"test": 2432232314}');
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    expect(webhookKey(secret)).toHaveLength(24);
    expect(verifyWebhook(secret, headers, body, 1614265330).ok).toBe(true);
  });
});
