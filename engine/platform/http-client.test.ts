import { describe, expect, it } from 'vitest';
import { createHttpClient, PlatformError, retryDelayMs } from './http-client.ts';

const respond = (...answers: (Response | Error)[]) => {
  const calls: RequestInit[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the platform http client', () => {
  it('sends the bearer token and the JSON body', async () => {
    const { fetch, calls } = respond(json(200, { ok: true }));
    await createHttpClient({ fetch }).request('POST', '/api/accounts/logout', { bearer: 'a.b.c', body: { reason: 1 } });
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer a.b.c', 'content-type': 'application/json' });
    expect(calls[0]?.body).toBe('{"reason":1}');
  });

  it('starts a request in a task of its own, but one sent with keepalive at once', async () => {
    const { fetch, calls } = respond(json(200, {}), json(200, {}));
    const client = createHttpClient({ fetch });
    const read = client.request('POST', '/api/games/progressivejackpots', { body: {} });
    expect(calls).toHaveLength(0);
    await read;
    expect(calls).toHaveLength(1);
    const acknowledgement = client.request('POST', '/api/broker/message/m-1/acknowledge', { body: {}, keepalive: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.keepalive).toBe(true);
    await acknowledgement;
  });

  it('retries a read twice on 5xx or no response, then gives up', async () => {
    const delays: number[] = [];
    const { fetch, calls } = respond(json(503, {}), new TypeError('fetch failed'), json(502, { code: 502, message: 'down' }));
    const client = createHttpClient({ fetch, sleep: async (ms) => void delays.push(ms), random: () => 0.5 });
    await expect(client.request('GET', '/api/content/3000')).rejects.toMatchObject({ status: 502, message: 'down' });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([2500, 4500]);
  });

  it('does not retry a 4xx, and keeps the platform code', async () => {
    const { fetch, calls } = respond(json(401, { code: 15006, message: 'Invalid user token' }));
    const error = await createHttpClient({ fetch })
      .request('GET', '/api/accounts/details')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 401, code: 15006 });
    expect(calls).toHaveLength(1);
  });

  it('says "No Server Response" when there is none', async () => {
    const { fetch } = respond(new TypeError('fetch failed'));
    await expect(createHttpClient({ fetch }).request('POST', '/api/accounts/login', { body: {} })).rejects.toMatchObject({
      status: 0,
      message: 'No Server Response',
    });
  });

  it('waits 2^n seconds plus at most a second of jitter', () => {
    expect([retryDelayMs(0, () => 0), retryDelayMs(1, () => 0.999)]).toEqual([2000, 4999]);
  });
});
