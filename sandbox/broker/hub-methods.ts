import type { BrokerClient, BrokerClients } from './broker-clients.ts';
import type { Subscriptions } from './subscriptions.ts';
import { isBrokerTopic } from './topics.ts';

/**
 * The methods a client may invoke on the hub. Names are case-insensitive, as on a SignalR server;
 * a thrown error becomes the completion's error.
 * - `Subscribe(topic)` → `{ topic, subscribed: true }`
 * - `Unsubscribe(topic)` → `{ topic, subscribed: false }`
 */
export function invokeHubMethod(
  { clients, subscriptions }: { clients: BrokerClients; subscriptions: Subscriptions },
  client: BrokerClient,
  target: string,
  args: unknown[],
): { topic: string; subscribed: boolean } {
  const method = target.toLowerCase();
  if (method !== 'subscribe' && method !== 'unsubscribe') throw new Error(`Unknown hub method '${target}'.`);
  const [topic] = args;
  if (!isBrokerTopic(topic)) throw new Error(`Unknown topic '${String(topic)}'.`);
  if (!clients.liveSession(client)) throw new Error('The session has ended.');
  if (method === 'subscribe') subscriptions.subscribe(client.sessionId, topic);
  else subscriptions.unsubscribe(client.sessionId, topic);
  return { topic, subscribed: method === 'subscribe' };
}
