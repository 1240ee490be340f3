import { describe, expect, it, vi } from 'vitest';
import type { BrokerMessage } from '../../platform/index.ts';
import { startBrokerConnection, type HubLink } from './broker-connection.ts';
import { BROKER_RECONNECT_LIMIT, mayReconnect, reconnectDelayMs } from './reconnect-policy.ts';

describe('the reconnect policy (SPEC §4, §9)', () => {
  it('allows 99,999 reconnect attempts', () => {
    expect(BROKER_RECONNECT_LIMIT).toBe(99_999);
    expect(mayReconnect(99_998)).toBe(true);
    expect(mayReconnect(99_999)).toBe(false);
  });

  it.each([
    [0, 0],
    [1, 2_000],
    [2, 5_000],
    [3, 10_000],
    [4, 30_000],
    [500, 30_000],
  ])('waits before attempt %i: %i ms', (attempt, delay) => {
    expect(reconnectDelayMs(attempt)).toBe(delay);
  });
});

/** A hub that the test closes at will. */
function fakeLink(subscribed: string[]) {
  let close: (error: Error | undefined) => void = () => undefined;
  const link: HubLink & { close(error?: Error): void } = {
    closed: new Promise((resolve) => (close = resolve)),
    subscribe: async (topic) => void subscribed.push(topic),
    stop: async () => close(undefined),
    close: (error) => close(error),
  };
  return link;
}

const noWait = async () => undefined;

describe('the broker connection loop', () => {
  it('takes a fresh launch token for every attempt and re-subscribes after a reconnect', async () => {
    const tokens: string[] = [];
    const subscribed: string[] = [];
    const links: ReturnType<typeof fakeLink>[] = [];
    const poor: boolean[] = [];
    const connected: boolean[] = [];
    let issued = 0;
    const connection = startBrokerConnection({
      takeLaunchToken: async () => `launch-${++issued}`,
      openHub: async (token) => {
        tokens.push(token);
        if (token === 'launch-2') throw new Error('server unreachable');
        const link = fakeLink(subscribed);
        links.push(link);
        return link;
      },
      topics: ['xeniaToast', 'single-session'],
      onMessage: () => undefined,
      onConnected: ({ reconnected }) => connected.push(reconnected),
      onPoorConnection: (value) => poor.push(value),
      sleep: noWait,
    });
    await waitUntil(() => links.length === 1 && connected.length === 1);
    links[0]?.close(new Error('connection lost'));
    await waitUntil(() => links.length === 2 && connected.length === 2);
    expect(tokens).toEqual(['launch-1', 'launch-2', 'launch-3']);
    expect(subscribed).toEqual(['xeniaToast', 'single-session', 'xeniaToast', 'single-session']);
    expect(poor).toEqual([true, false]);
    expect(connected).toEqual([false, true]);
    await connection.stop();
    expect(tokens).toHaveLength(3);
  });

  it('gives up after 99,999 failed reconnects, each with its own token', async () => {
    let taken = 0;
    const poor: boolean[] = [];
    const connection = startBrokerConnection({
      takeLaunchToken: async () => `launch-${++taken}`,
      openHub: async () => {
        throw new Error('refused');
      },
      topics: ['xeniaToast'],
      onMessage: () => undefined,
      onPoorConnection: (value) => poor.push(value),
      sleep: noWait,
    });
    await connection.finished;
    expect(taken).toBe(1 + 99_999);
    expect(poor).toEqual([true]);
  });

  it('stops reconnecting once stopped (logout or unmount)', async () => {
    let taken = 0;
    let release: () => void = () => undefined;
    const connection = startBrokerConnection({
      takeLaunchToken: async () => `launch-${++taken}`,
      openHub: async () => {
        throw new Error('refused');
      },
      topics: [],
      onMessage: () => undefined,
      onPoorConnection: () => undefined,
      sleep: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await waitUntil(() => taken === 1);
    await connection.stop();
    release();
    expect(taken).toBe(1);
  });

  it('delivers messages from the open connection', async () => {
    const received: BrokerMessage[] = [];
    let deliver: (message: BrokerMessage) => void = () => undefined;
    const connection = startBrokerConnection({
      takeLaunchToken: async () => 'launch-1',
      openHub: async (_token, onMessage) => ((deliver = onMessage), fakeLink([])),
      topics: ['xeniaToast'],
      onMessage: (message) => received.push(message),
      onPoorConnection: () => undefined,
      sleep: noWait,
    });
    await waitUntil(() => received.length === 0 && deliver.length === 1);
    deliver({ topic: 'xeniaToast', content: { description: 'Hi' }, messageInstanceUUID: 'u1' });
    await connection.stop();
    deliver({ topic: 'xeniaToast', content: { description: 'after' }, messageInstanceUUID: 'u2' });
    expect(received.map((message) => message.messageInstanceUUID)).toEqual(['u1']);
  });
});

/** The connection works on its own microtasks and timers: wait until `condition` holds. */
const waitUntil = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { interval: 2 });
