import {
  isBrokerTopic,
  type BrokerMessage,
  type BrokerTopic,
  type PendingMessagesResponse,
  type SubscriptionResponse,
} from '../../schemas/index.ts';
import type { HttpClient } from './http-client.ts';

export { BROKER_TOPICS, isBrokerTopic } from '../../schemas/index.ts';
export type { BrokerMessage, BrokerTopic };

/** The site's path of the SignalR hub (proxied to the platform's broker). */
export const BROKER_HUB_PATH = '/api/broker/hub';

/** Who is calling: a launch token (spent by the broker) or the clientId an earlier call returned. */
export type BrokerCredential = { launchToken: string } | { clientId: string };

const BROKER = '/api/broker';

const authOf = (credential: BrokerCredential) =>
  'launchToken' in credential ? { bearer: credential.launchToken } : { headers: { 'X-Broker-Client': credential.clientId } };

/** The broker's HTTP calls of SPEC §7. */
export function createBrokerApi(http: HttpClient) {
  return {
    /** POST /topics/{topic}/subscribe → the clientId to send as X-Broker-Client afterwards. */
    async subscribe(topic: BrokerTopic, credential: BrokerCredential): Promise<string | undefined> {
      const answer = await http.request<Partial<SubscriptionResponse>>(
        'POST',
        `${BROKER}/topics/${encodeURIComponent(topic)}/subscribe`,
        {
          ...authOf(credential),
          body: {},
        },
      );
      return answer?.clientId;
    },
    /** POST /messages/pending → the player's unacknowledged messages, oldest first, and the clientId. */
    async fetchPending(credential: BrokerCredential): Promise<{ messages: BrokerMessage[]; clientId?: string }> {
      const answer = await http.request<{ data?: unknown[]; clientId?: PendingMessagesResponse['clientId'] }>(
        'POST',
        `${BROKER}/messages/pending`,
        {
          ...authOf(credential),
          body: {},
        },
      );
      const messages = (answer?.data ?? []).filter(
        (entry): entry is BrokerMessage =>
          typeof entry === 'object' &&
          entry !== null &&
          isBrokerTopic((entry as BrokerMessage).topic) &&
          typeof (entry as BrokerMessage).messageInstanceUUID === 'string',
      );
      return { messages, clientId: answer?.clientId };
    },
    /** POST /message/{uuid}/receive: the message reached the player. */
    async markReceived(uuid: string): Promise<void> {
      await http.request('POST', `${BROKER}/message/${encodeURIComponent(uuid)}/receive`, { body: {} });
    },
    /**
     * POST /message/{uuid}/acknowledge: the player dealt with it (closed it, or acted on it). Sent
     * with keepalive: following a message's link unloads the page, and the acknowledgement must arrive.
     */
    async acknowledge(uuid: string, acknowledgedWithClose: boolean): Promise<void> {
      await http.request('POST', `${BROKER}/message/${encodeURIComponent(uuid)}/acknowledge`, {
        body: { acknowledgedWithClose },
        keepalive: true,
      });
    },
  };
}

export type BrokerApi = ReturnType<typeof createBrokerApi>;
