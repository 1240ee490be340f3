import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../core/index.ts';
import { startBrokerServer, type BrokerServer } from '../../tests/support/sandbox-services/broker-test-server.ts';
import { BROKER_TOPICS } from './index.ts';

let sandbox: BrokerServer;

const publishPath = (userId: number, topic: string) => `/clients/product/3568/user/${userId}/topic/${topic}/publish`;

describe('subscribing to topics', () => {
  // Every case logs in a new session of its own, so one server serves them all.
  beforeAll(async () => void (sandbox = await startBrokerServer()));
  afterAll(() => sandbox.close());

  it.each(BROKER_TOPICS)('subscribes to %s with a launch token', async (topic) => {
    const { launchToken } = await sandbox.login();
    const response = await sandbox.post(`/topics/${topic}/subscribe`, { token: launchToken() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ topic, subscribed: true, clientId: expect.stringMatching(/^bc_/) });
  });

  it('refuses a launch token used before', async () => {
    const token = (await sandbox.login()).launchToken();
    expect((await sandbox.post('/topics/xeniaToast/subscribe', { token })).status).toBe(200);
    const again = await sandbox.post('/topics/xeniaToast/subscribe', { token });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: ERROR_CODE.launchTokenInvalid });
  });

  it.each([
    ['no credential', {}],
    ['an unknown launch token', { token: 'not-a-launch-token' }],
    ['an unknown broker client', { clientId: 'bc_unknown' }],
  ])('refuses %s', async (_case, credential) => {
    const response = await sandbox.post('/topics/xeniaToast/subscribe', credential);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.launchTokenInvalid });
  });

  it('lets the returned clientId stand in for a launch token until the session ends', async () => {
    const { session, launchToken } = await sandbox.login();
    const { clientId } = await (await sandbox.post('/topics/mdd/subscribe', { token: launchToken() })).json();
    const unsubscribe = await sandbox.post('/topics/mdd/unsubscribe', { clientId });
    expect(await unsubscribe.json()).toEqual({ topic: 'mdd', subscribed: false, clientId });
    sandbox.state.closeSession(session);
    expect((await sandbox.post('/topics/mdd/subscribe', { clientId })).status).toBe(401);
  });

  it.each([['/topics/lottery/subscribe'], ['/topics/lottery/unsubscribe'], [publishPath(100001, 'lottery')]])(
    'answers 400 for an unknown topic: %s',
    async (path) => {
      const { launchToken } = await sandbox.login();
      const response = await sandbox.post(path, { token: launchToken(), body: { content: {} } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Unknown topic 'lottery'." });
    },
  );
});

describe('messages', () => {
  beforeEach(async () => void (sandbox = await startBrokerServer()));
  afterEach(() => sandbox.close());

  it('are published, listed as pending, received and acknowledged', async () => {
    const { session, launchToken } = await sandbox.login();
    const first = await sandbox.post(publishPath(session.userId, 'xeniaToast'), {
      body: { content: { text: 'Hi' }, guId: 'ref-1' },
    });
    expect(first.status).toBe(200);
    const { messageInstanceUUID } = await first.json();
    await sandbox.post(publishPath(session.userId, 'xeniaPromotion'), { body: { content: { promotionId: 7 } } });

    const pending = await (await sandbox.post('/messages/pending', { token: launchToken() })).json();
    expect(pending.data.map((message: { topic: string }) => message.topic)).toEqual(['xeniaToast', 'xeniaPromotion']);
    expect(pending.data[0]).toEqual({
      messageInstanceUUID,
      topic: 'xeniaToast',
      content: { text: 'Hi' },
      clientReference: 'ref-1',
      acknowledgedWithClose: false,
      receivedAt: null,
      acknowledgedAt: null,
      publishedAt: sandbox.state.isoNow(),
    });

    const received = await (await sandbox.post(`/message/${messageInstanceUUID}/receive`)).json();
    expect(received).toMatchObject({ messageInstanceUUID, receivedAt: sandbox.state.isoNow(), acknowledgedAt: null });
    const acknowledged = await sandbox.post(`/message/${messageInstanceUUID}/acknowledge`, {
      body: { acknowledgedWithClose: true },
    });
    expect(acknowledged.status).toBe(200);
    expect(await acknowledged.json()).toMatchObject({ acknowledgedWithClose: true, acknowledgedAt: sandbox.state.isoNow() });

    const after = await (await sandbox.post('/messages/pending', { clientId: pending.clientId })).json();
    expect(after.data.map((message: { topic: string }) => message.topic)).toEqual(['xeniaPromotion']);
  });

  it("lists only the player's own messages", async () => {
    const demo = await sandbox.login('demo');
    const kiwi = await sandbox.login('kiwi');
    await sandbox.post(publishPath(kiwi.session.userId, 'mpd'), { body: { content: 1 } });
    const pending = await (await sandbox.post('/messages/pending', { token: demo.launchToken() })).json();
    expect(pending.data).toEqual([]);
  });

  it.each([['receive'], ['acknowledge']])('answers 404 to %s of an unknown message', async (action) => {
    const response = await sandbox.post(`/message/00000000-0000-4000-8000-000000000000/${action}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'No message has this id.' });
  });

  it('answers 404 to a publish for a player who does not exist', async () => {
    expect((await sandbox.post(publishPath(999999, 'xeniaToast'), { body: { content: {} } })).status).toBe(404);
  });

  it('refuses an acknowledgedWithClose that is not true or false', async () => {
    const { session } = await sandbox.login();
    const { messageInstanceUUID } = await (
      await sandbox.post(publishPath(session.userId, 'mdd'), { body: { content: {} } })
    ).json();
    const response = await sandbox.post(`/message/${messageInstanceUUID}/acknowledge`, {
      body: { acknowledgedWithClose: 'yes' },
    });
    expect(response.status).toBe(400);
  });

  it('are published by other sandbox parts through publish()', async () => {
    const { session, launchToken } = await sandbox.login();
    const message = sandbox.broker.publish({ userId: session.userId, topic: 'meteredAlive', content: { alive: true } });
    const pending = await (await sandbox.post('/messages/pending', { token: launchToken() })).json();
    expect(pending.data).toEqual([
      expect.objectContaining({ messageInstanceUUID: message.messageInstanceUUID, content: { alive: true } }),
    ]);
    expect(() => sandbox.broker.publish({ userId: session.userId, topic: 'lottery', content: {} })).toThrow(
      "Unknown topic 'lottery'.",
    );
  });
});
