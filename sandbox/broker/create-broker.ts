import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Router } from 'express';
import type { SandboxState } from '../core/index.ts';
import { createBrokerClients } from './broker-clients.ts';
import { createBrokerRoutes } from './broker-routes.ts';
import { createHub } from './hub.ts';
import { createMessageStore, type PublishedMessage } from './message-store.ts';
import { createSubscriptions } from './subscriptions.ts';
import { isBrokerTopic } from './topics.ts';

/** How often the hub pings each connection; the SignalR client drops a connection silent for 30 s. */
export const HUB_PING_INTERVAL_MS = 15_000;

export interface BrokerOptions {
  state: SandboxState;
  /** Full path of the realtime hub on the sandbox server. */
  hubPath?: string;
  /** How often the hub pings each connection, in milliseconds. */
  pingIntervalMs?: number;
}

export interface PublishInput {
  userId: number;
  topic: string;
  content: unknown;
  productId?: number;
  /** Stored as the message's clientReference (the publish body's guId). */
  clientReference?: string;
}

export interface Broker {
  routes: Router;
  /** Takes the hub's WebSocket upgrades; false (untouched) for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Stores a message for the player and pushes it to their connections that receive the topic. */
  publish(input: PublishInput): PublishedMessage;
  /** Forgets messages, clients and subscriptions and closes connections, for a sandbox reset. */
  reset(): Promise<void>;
  /** Sends a SignalR close to every connection, closes the sockets and refuses new ones. */
  close(): Promise<void>;
}

/** The platform's message broker (SPEC §7): topics, messages and the SignalR hub. */
export function createBroker({ state, hubPath = '/broker/hub', pingIntervalMs = HUB_PING_INTERVAL_MS }: BrokerOptions): Broker {
  const clients = createBrokerClients(state);
  const subscriptions = createSubscriptions();
  const messages = createMessageStore(state);
  const hub = createHub({ state, clients, subscriptions, hubPath, pingIntervalMs });

  function publish({ userId, topic, content, productId, clientReference }: PublishInput): PublishedMessage {
    if (!isBrokerTopic(topic)) throw new Error(`Unknown topic '${topic}'.`);
    if (!state.players.has(userId)) throw new Error(`No player has user id ${userId}.`);
    const message = messages.add({
      userId,
      topic,
      content,
      productId: productId ?? null,
      clientReference: clientReference ?? null,
    });
    hub.deliver(message);
    return message;
  }

  return {
    routes: createBrokerRoutes({ state, clients, subscriptions, messages, hub, hubPath, publish }),
    handleUpgrade: hub.handleUpgrade,
    publish,
    async reset() {
      await hub.closeAll({ error: 'The sandbox was reset.' });
      messages.clear();
      clients.clear();
      subscriptions.clear();
    },
    close: hub.close,
  };
}
