import { describe, expect, it } from 'vitest';
import { createBrokerApi } from './broker.ts';
import { createHttpClient } from './http-client.ts';

function recording(answer: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { api: createBrokerApi(createHttpClient({ fetch })), calls };
}

describe('the broker API (SPEC §7 message broker)', () => {
  it('subscribes with a launch token as bearer and returns the clientId', async () => {
    const { api, calls } = recording({ topic: 'xeniaToast', subscribed: true, clientId: 'bc_1' });
    expect(await api.subscribe('xeniaToast', { launchToken: 'lt-1' })).toBe('bc_1');
    expect(calls[0]?.url).toBe('/api/broker/topics/xeniaToast/subscribe');
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer lt-1' });
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
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Broker-Client': 'bc_1' });
  });

  it('marks a message received and acknowledges it with or without close', async () => {
    const { api, calls } = recording();
    await api.markReceived('u1');
    await api.acknowledge('u1', true);
    expect(calls.map((call) => [call.url, call.init.body])).toEqual([
      ['/api/broker/message/u1/receive', '{}'],
      ['/api/broker/message/u1/acknowledge', '{"acknowledgedWithClose":true}'],
    ]);
  });
});
