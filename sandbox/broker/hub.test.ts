import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBrokerServer, type BrokerServer } from '../../tests/support/sandbox-services/broker-test-server.ts';

interface Pushed {
  topic: string;
  content: unknown;
  messageInstanceUUID: string;
}

interface TestClient {
  connection: HubConnection;
  received: Pushed[];
  /** Resolves with the error the connection closed with (undefined for a clean close). */
  closed: Promise<Error | undefined>;
}

let sandbox: BrokerServer;
const opened: HubConnection[] = [];

/** The real SignalR client, as the front end builds it. */
function buildClient(token: string, timeouts?: { serverTimeoutMs: number; keepAliveMs: number }): TestClient {
  let builder = new HubConnectionBuilder()
    .withUrl(sandbox.hubUrl, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets, skipNegotiation: false })
    .configureLogging(LogLevel.None);
  if (timeouts) builder = builder.withServerTimeout(timeouts.serverTimeoutMs).withKeepAliveInterval(timeouts.keepAliveMs);
  const connection = builder.build();
  opened.push(connection);
  const received: Pushed[] = [];
  connection.on('onMessagePublished', (message: Pushed) => received.push(message));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  return { connection, received, closed };
}

async function connect(token: string, timeouts?: { serverTimeoutMs: number; keepAliveMs: number }) {
  const client = buildClient(token, timeouts);
  await client.connection.start();
  return client;
}

const publish = (userId: number, topic: string, content: unknown) =>
  sandbox.post(`/clients/product/3568/user/${userId}/topic/${topic}/publish`, { body: { content } });

const stopAll = () => Promise.all(opened.splice(0).map((connection) => connection.stop()));

describe('the hub', () => {
  beforeAll(async () => void (sandbox = await startBrokerServer()));
  afterEach(stopAll);
  afterAll(() => sandbox.close());

  it('pushes a published message to a connection of a subscribed session', async () => {
    const { session, launchToken } = await sandbox.login();
    await sandbox.post('/topics/xeniaToast/subscribe', { token: launchToken() });
    const client = await connect(launchToken());
    expect((await publish(session.userId, 'xeniaToast', { text: 'Welcome back' })).status).toBe(200);
    await vi.waitFor(() =>
      expect(client.received).toEqual([expect.objectContaining({ topic: 'xeniaToast', content: { text: 'Welcome back' } })]),
    );
  });

  it('accepts the clientId from a subscribe as the access token', async () => {
    const { session, launchToken } = await sandbox.login();
    const { clientId } = await (await sandbox.post('/topics/mdd/subscribe', { token: launchToken() })).json();
    const client = await connect(clientId);
    const message = sandbox.broker.publish({ userId: session.userId, topic: 'mdd', content: { offer: 1 } });
    await vi.waitFor(() =>
      expect(client.received).toEqual([
        { topic: 'mdd', content: { offer: 1 }, messageInstanceUUID: message.messageInstanceUUID },
      ]),
    );
  });

  it('subscribes and unsubscribes through invocations', async () => {
    const { session, launchToken } = await sandbox.login();
    const client = await connect(launchToken());
    await expect(client.connection.invoke('Subscribe', 'xeniaToast')).resolves.toEqual({ topic: 'xeniaToast', subscribed: true });
    await publish(session.userId, 'xeniaToast', 'first');
    await vi.waitFor(() => expect(client.received.map((message) => message.content)).toEqual(['first']));

    await expect(client.connection.invoke('Unsubscribe', 'xeniaToast')).resolves.toEqual({
      topic: 'xeniaToast',
      subscribed: false,
    });
    await client.connection.invoke('Subscribe', 'mpd');
    await publish(session.userId, 'xeniaToast', 'second');
    await publish(session.userId, 'mpd', 'third');
    await vi.waitFor(() => expect(client.received.map((message) => message.content)).toEqual(['first', 'third']));
  });

  it('answers a bad invocation with an error and stays connected', async () => {
    const client = await connect((await sandbox.login()).launchToken());
    await expect(client.connection.invoke('Subscribe', 'lottery')).rejects.toThrow("Unknown topic 'lottery'.");
    await expect(client.connection.invoke('Explode')).rejects.toThrow("Unknown hub method 'Explode'.");
    expect(client.connection.state).toBe(HubConnectionState.Connected);
  });

  it("does not push a topic the session did not subscribe to, nor another player's messages", async () => {
    const demo = await sandbox.login('demo');
    const kiwi = await sandbox.login('kiwi');
    const client = await connect(demo.launchToken());
    await client.connection.invoke('Subscribe', 'xeniaAdvert');
    await publish(kiwi.session.userId, 'xeniaAdvert', 'for kiwi');
    await publish(demo.session.userId, 'xeniaPromotion', 'not subscribed');
    await publish(demo.session.userId, 'xeniaAdvert', 'for demo');
    await vi.waitFor(() => expect(client.received.map((message) => message.content)).toEqual(['for demo']));
  });

  it('tells the other sessions, and only them, that a new session started', async () => {
    const first = await sandbox.login();
    const second = await sandbox.login();
    const firstClient = await connect(first.launchToken());
    const secondClient = await connect(second.launchToken());
    await firstClient.connection.invoke('Subscribe', 'xeniaToast');
    const announcement = { userId: first.session.userId, guid: first.session.sessionGuid, registeredProductId: 3568 };
    await publish(first.session.userId, 'single-session', announcement);
    await publish(first.session.userId, 'xeniaToast', 'after');

    await vi.waitFor(() =>
      expect(secondClient.received).toEqual([expect.objectContaining({ topic: 'single-session', content: announcement })]),
    );
    await vi.waitFor(() => expect(firstClient.received.map((message) => message.topic)).toEqual(['xeniaToast']));
  });

  it('refuses a used launch token', async () => {
    const token = (await sandbox.login()).launchToken();
    await sandbox.post('/topics/mdd/subscribe', { token });
    await expect(buildClient(token).connection.start()).rejects.toThrow();
  });

  it('refuses a clientId whose session has ended', async () => {
    const { session, launchToken } = await sandbox.login();
    const { clientId } = await (await sandbox.post('/topics/mdd/subscribe', { token: launchToken() })).json();
    sandbox.state.closeSession(session);
    await expect(buildClient(clientId).connection.start()).rejects.toThrow();
  });
});

describe('keeping connections alive', () => {
  beforeEach(async () => void (sandbox = await startBrokerServer({ pingIntervalMs: 50 })));
  afterEach(async () => {
    await stopAll();
    await sandbox.close();
  });

  it('pings often enough that a client with a short server timeout stays connected', async () => {
    const { session, launchToken } = await sandbox.login();
    const client = await connect(launchToken(), { serverTimeoutMs: 400, keepAliveMs: 100 });
    await client.connection.invoke('Subscribe', 'meteredAlive');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    await publish(session.userId, 'meteredAlive', 'still here');
    await vi.waitFor(() => expect(client.received.map((message) => message.content)).toEqual(['still here']));
  });

  it('closes the connection once its session ends', async () => {
    const { session, launchToken } = await sandbox.login();
    const client = await connect(launchToken());
    sandbox.state.closeSession(session);
    expect((await client.closed)?.message).toContain('The session has ended.');
  });

  it('closes every connection on close()', async () => {
    const clients = [
      await connect((await sandbox.login()).launchToken()),
      await connect((await sandbox.login('kiwi')).launchToken()),
    ];
    await sandbox.broker.close();
    for (const client of clients) expect((await client.closed)?.message).toContain('The server is shutting down.');
  });
});

describe('without pings', () => {
  beforeEach(async () => void (sandbox = await startBrokerServer({ pingIntervalMs: 60_000 })));
  afterEach(async () => {
    await stopAll();
    await sandbox.close();
  });

  it('a client with a short server timeout drops the connection', async () => {
    const client = await connect((await sandbox.login()).launchToken(), { serverTimeoutMs: 300, keepAliveMs: 100 });
    expect((await client.closed)?.message).toContain('Server timeout elapsed');
  });
});
