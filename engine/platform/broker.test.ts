import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';

/** The shared fake platform answering every call with `answer`. */
function recording(answer: unknown = {}) {
  const platform = createFakePlatform();
  platform.answerEverything(answer);
  return { api: platform.clients.broker, calls: platform.calls };
}

describe('the broker API (SPEC §7 message broker)', () => {
  it('subscribes with a launch token as bearer and returns the clientId', async () => {
    const { api, calls } = recording({ topic: 'xeniaToast', subscribed: true, clientId: 'bc_1' });
    expect(await api.subscribe('xeniaToast', { launchToken: 'lt-1' })).toBe('bc_1');
    expect(calls[0]?.url).toBe('/api/broker/topics/xeniaToast/subscribe');
    expect(calls[0]?.authorization).toBe('Bearer lt-1');
  });

  it('fetches pending messages with the clientId, keeping only well-formed ones', async () => {
    const { api, calls } = recording({
      data: [
        { topic: 'xeniaToast', content: { description: 'Hi' }, messageInstanceUUID: 'u1' },
        { topic: 'lottery', content: {}, messageInstanceUUID: 'u2' },
        { topic: 'xeniaAdvert' },
      ],
      clientId: 'bc_1',
    });
    const pending = await api.fetchPending({ clientId: 'bc_1' });
    expect(pending.messages.map((message) => message.messageInstanceUUID)).toEqual(['u1']);
    expect(calls[0]?.headers).toMatchObject({ 'X-Broker-Client': 'bc_1' });
  });

  it('marks a message received and acknowledges it with or without close', async () => {
    const { api, calls } = recording();
    await api.markReceived('u1');
    await api.acknowledge('u1', true);
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/broker/message/u1/receive', {}],
      ['/api/broker/message/u1/acknowledge', { acknowledgedWithClose: true }],
    ]);
  });
});
