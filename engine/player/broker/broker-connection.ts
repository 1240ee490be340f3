import type { BrokerMessage, BrokerTopic } from '../../platform/index.ts';
import { BROKER_RECONNECT_LIMIT, mayReconnect, reconnectDelayMs } from './reconnect-policy.ts';

/** One open realtime connection to the broker's hub. */
export interface HubLink {
  /** Settles when the connection closes, with the error it closed with (undefined for a clean close). */
  closed: Promise<Error | undefined>;
  subscribe(topic: BrokerTopic): Promise<void>;
  stop(): Promise<void>;
}

export interface BrokerConnectionOptions {
  /** A fresh launch token for every attempt (the broker spends each one). */
  takeLaunchToken(): Promise<string | undefined>;
  /** Opens and starts a hub connection authorised by the token, delivering its messages. */
  openHub(accessToken: string, onMessage: (message: BrokerMessage) => void): Promise<HubLink>;
  topics: readonly BrokerTopic[];
  onMessage(message: BrokerMessage): void;
  /** After every successful (re)connection and subscription: fetch what was missed. */
  onConnected?(info: { reconnected: boolean }): void;
  /** The connection failed (true) or is back after a failure (false): the poor connection alert. */
  onPoorConnection(poor: boolean): void;
  limit?: number;
  sleep?: (ms: number) => Promise<void>;
  warn?: (message: string, error: unknown) => void;
}

export interface BrokerConnection {
  /** Closes the connection and ends the reconnect loop (logout, unmount). */
  stop(): Promise<void>;
  /** Settles when the loop has ended: stopped, or out of attempts. */
  finished: Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §4 message broker with its own reconnect loop: SignalR's automatic reconnect gives up after
 * four tries and never retries a failed first start, so every attempt here is a new connection
 * with a new launch token, re-subscribed, up to the limit (99,999).
 */
export function startBrokerConnection({
  takeLaunchToken,
  openHub,
  topics,
  onMessage,
  onConnected = () => undefined,
  onPoorConnection,
  limit = BROKER_RECONNECT_LIMIT,
  sleep = defaultSleep,
  warn = () => undefined,
}: BrokerConnectionOptions): BrokerConnection {
  let stopped = false;
  let current: HubLink | undefined;
  let poor = false;
  let connectedBefore = false;
  let wake: (() => void) | undefined;

  const setPoor = (value: boolean) => {
    if (poor === value) return;
    poor = value;
    onPoorConnection(value);
  };

  /** One attempt: connect, subscribe, and wait for the connection to close. */
  async function connectOnce(): Promise<'closed' | 'stopped'> {
    const token = await takeLaunchToken();
    if (!token) throw new Error('No launch token available');
    if (stopped) return 'stopped';
    const link = await openHub(token, (message) => !stopped && onMessage(message));
    if (stopped) {
      await link.stop().catch(() => undefined);
      return 'stopped';
    }
    current = link;
    try {
      for (const topic of topics) await link.subscribe(topic);
    } catch (error) {
      await link.stop().catch(() => undefined);
      throw error;
    }
    setPoor(false);
    onConnected({ reconnected: connectedBefore });
    connectedBefore = true;
    const error = await link.closed;
    if (stopped) return 'stopped';
    if (error) warn('The broker connection closed', error);
    return 'closed';
  }

  async function run() {
    // Reconnect attempts since the last connection that came up: the limit is for consecutive failures.
    let attemptsMade = 0;
    while (!stopped) {
      try {
        if ((await connectOnce()) === 'stopped') return;
        attemptsMade = 0;
      } catch (error) {
        warn('The broker connection failed', error);
      } finally {
        current = undefined;
      }
      if (stopped) return;
      setPoor(true);
      if (!mayReconnect(attemptsMade, limit)) return;
      await Promise.race([sleep(reconnectDelayMs(attemptsMade)), new Promise<void>((resolve) => (wake = resolve))]);
      attemptsMade++;
    }
  }

  const finished = run();
  return {
    finished,
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop().catch(() => undefined);
      await finished;
    },
  };
}
