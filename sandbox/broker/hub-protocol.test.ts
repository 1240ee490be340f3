import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startBrokerServer, type BrokerServer } from '../../tests/support/sandbox-services/broker-test-server.ts';
import { createRecordReader, parseHandshake, parseHubMessage, RECORD_SEPARATOR } from './hub-protocol.ts';

describe('the JSON hub protocol', () => {
  it('reassembles records split across frames', () => {
    const reader = createRecordReader();
    expect(reader.push('{"type":6}\x1e{"type"')).toEqual({ ok: true, value: ['{"type":6}'] });
    expect(reader.push(':1,"target":"Subscribe","arguments":[]}\x1e')).toEqual({
      ok: true,
      value: ['{"type":1,"target":"Subscribe","arguments":[]}'],
    });
  });

  it.each([
    ['not JSON', 'hello', 'Message is not valid JSON.'],
    ['not an object', '[1]', 'Message is not a JSON object.'],
    ['an unknown type', '{"type":42}', 'Unknown message type 42.'],
    ['an invocation without arguments', '{"type":1,"target":"Subscribe"}', 'Invocation needs a target and arguments.'],
  ])('rejects %s', (_case, record, error) => {
    expect(parseHubMessage(record)).toEqual({ ok: false, error });
  });

  it('accepts only the JSON protocol, version 1', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toMatchObject({ ok: true });
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toMatchObject({ ok: false });
  });
});

describe('the hub over a raw WebSocket', () => {
  let sandbox: BrokerServer;
  beforeAll(async () => void (sandbox = await startBrokerServer()));
  afterAll(() => sandbox.close());

  async function negotiate(token: string) {
    const response = await fetch(`${sandbox.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  }

  /** Opens the socket and collects every record the server sends until it closes. */
  async function open(query: string) {
    const socket = new WebSocket(`${sandbox.hubUrl.replace('http', 'ws')}?${query}`);
    const records: unknown[] = [];
    socket.on('message', (data) =>
      records.push(
        ...data
          .toString()
          .split(RECORD_SEPARATOR)
          .filter(Boolean)
          .map((record) => JSON.parse(record)),
      ),
    );
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return { socket, records, closed };
  }

  it('negotiates a WebSocket connection with a launch token', async () => {
    const { status, body } = await negotiate((await sandbox.login()).launchToken());
    expect(status).toBe(200);
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });

  it('refuses to negotiate with a bad token', async () => {
    expect(await negotiate('nope')).toEqual({ status: 401, body: expect.objectContaining({ code: 15010 }) });
  });

  it('closes a connection that sends a malformed message, saying why', async () => {
    const { body } = await negotiate((await sandbox.login()).launchToken());
    const { socket, records, closed } = await open(`id=${body.connectionToken}`);
    socket.send(
      `{"protocol":"json","version":1}${RECORD_SEPARATOR}{"type":6}${RECORD_SEPARATOR}this is not json${RECORD_SEPARATOR}`,
    );
    await closed;
    expect(records).toEqual([{}, { type: 7, error: 'Message is not valid JSON.' }]);
  });

  it('refuses a handshake for another protocol', async () => {
    const { body } = await negotiate((await sandbox.login()).launchToken());
    const { socket, records, closed } = await open(`id=${body.connectionToken}`);
    socket.send(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`);
    await closed;
    expect(records).toEqual([{ error: "The protocol 'messagepack' version 1 is not supported." }]);
  });

  it('connects without negotiate when the access token is in the query', async () => {
    const { session, launchToken } = await sandbox.login();
    const { socket, records } = await open(`access_token=${launchToken()}`);
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    socket.send(`{"type":1,"invocationId":"7","target":"Subscribe","arguments":["xeniaToast"]}${RECORD_SEPARATOR}`);
    await expect
      .poll(() => records)
      .toContainEqual({ type: 3, invocationId: '7', result: { topic: 'xeniaToast', subscribed: true } });
    const message = sandbox.broker.publish({ userId: session.userId, topic: 'xeniaToast', content: 'hello' });
    await expect
      .poll(() => records)
      .toContainEqual({
        type: 1,
        target: 'onMessagePublished',
        arguments: [{ topic: 'xeniaToast', content: 'hello', messageInstanceUUID: message.messageInstanceUUID }],
      });
    socket.close();
  });

  it('refuses a connection id that was never negotiated', async () => {
    await expect(open('id=made-up')).rejects.toThrow('Unexpected server response: 404');
  });

  it('leaves upgrades for other paths alone', () => {
    const socket = new PassThrough();
    const handled = sandbox.broker.handleUpgrade(
      { url: '/game/socket', headers: {} } as IncomingMessage,
      socket,
      Buffer.alloc(0),
    );
    expect(handled).toBe(false);
    expect(socket.destroyed).toBe(false);
  });
});
