import { Router, type Request, type Response } from 'express';
import { requireBody, bearerToken, ERROR_CODE, sendError, type SandboxState } from '../core/index.ts';
import type { BrokerClient, BrokerClients } from './broker-clients.ts';
import type { Hub } from './hub.ts';
import { messageView, type MessageStore, type PublishedMessage } from './message-store.ts';
import type { Subscriptions } from './subscriptions.ts';
import { BROKER_ERROR_CODE, isBrokerTopic, type BrokerTopic } from './topics.ts';

export interface BrokerRoutesOptions {
  state: SandboxState;
  clients: BrokerClients;
  subscriptions: Subscriptions;
  messages: MessageStore;
  hub: Hub;
  /** Full path of the hub, e.g. `/broker/hub`; its negotiate is answered here. */
  hubPath: string;
  publish(input: {
    userId: number;
    topic: BrokerTopic;
    content: unknown;
    productId?: number;
    clientReference?: string;
  }): PublishedMessage;
}

const positiveInteger = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * The player behind a broker call: `X-Broker-Client: <clientId>` (returned by an earlier call), or
 * `Authorization: Bearer <launchToken>`, which is spent (a clientId is accepted as bearer too).
 * Answers 401 with 15010 and returns undefined when neither identifies a live session.
 */
function identify(clients: BrokerClients, req: Request, res: Response): BrokerClient | undefined {
  const client = clients.identify(req.get('x-broker-client') ?? bearerToken(req));
  if (!client) sendError(res, 401, ERROR_CODE.launchTokenInvalid, 'The launch token is invalid or already used.');
  return client;
}

function topicOf(req: Request, res: Response): BrokerTopic | undefined {
  const { topic } = req.params;
  if (isBrokerTopic(topic)) return topic;
  sendError(res, 400, BROKER_ERROR_CODE.unknownTopic, `Unknown topic '${topic}'.`);
  return undefined;
}

/** The broker's HTTP calls of SPEC §7, relative to its mount point (`/broker`). */
export function createBrokerRoutes({
  state,
  clients,
  subscriptions,
  messages,
  hub,
  hubPath,
  publish,
}: BrokerRoutesOptions): Router {
  const router = Router();

  // POST <hubPath>/negotiate: matched on the full path so the hub path need not sit under the mount point's name.
  router.use((req, res, next) => {
    if (req.method === 'POST' && `${req.baseUrl}${req.path}` === `${hubPath}/negotiate`) return hub.negotiate(req, res, next);
    next();
  });

  /**
   * POST /topics/:topic/subscribe and /unsubscribe, identified as above →
   * 200 `{ topic, subscribed, clientId }`; keep `clientId` and send it as `X-Broker-Client` on later
   * calls (or as the hub's access token) instead of spending another launch token.
   */
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    router.post(`/topics/:topic/${action}`, (req, res) => {
      const topic = topicOf(req, res);
      const client = topic && identify(clients, req, res);
      if (!topic || !client) return;
      if (action === 'subscribe') subscriptions.subscribe(client.sessionId, topic);
      else subscriptions.unsubscribe(client.sessionId, topic);
      res.json({ topic, subscribed: action === 'subscribe', clientId: client.clientId });
    });
  }

  /**
   * POST /clients/product/:productId/user/:userId/topic/:topic/publish `{ content, guId }` →
   * 200 `{ messageInstanceUUID }`. Open, like the platform's server-side publish: no player credential.
   */
  router.post(
    '/clients/product/:productId/user/:userId/topic/:topic/publish',
    requireBody('PublishRequest', BROKER_ERROR_CODE.badRequest),
    (req, res) => {
      const topic = topicOf(req, res);
      if (!topic) return;
      const productId = positiveInteger(String(req.params.productId));
      const userId = positiveInteger(String(req.params.userId));
      if (!productId || !userId)
        return sendError(res, 400, BROKER_ERROR_CODE.badRequest, 'Product id and user id must be positive integers.');
      if (!state.players.has(userId))
        return sendError(res, 404, BROKER_ERROR_CODE.unknownUser, `No player has user id ${userId}.`);
      const body = (req.body ?? {}) as { content?: unknown; guId?: unknown };
      const message = publish({
        userId,
        topic,
        productId,
        content: body.content ?? null,
        ...(typeof body.guId === 'string' ? { clientReference: body.guId } : {}),
      });
      res.json({ messageInstanceUUID: message.messageInstanceUUID });
    },
  );

  const findMessage = (req: Request, res: Response) => {
    const message = messages.find(String(req.params.uuid));
    if (!message) sendError(res, 404, BROKER_ERROR_CODE.unknownMessage, 'No message has this id.');
    return message;
  };

  /** POST /message/:uuid/receive → 200 the message with `receivedAt` set; 404 for an unknown id. */
  router.post('/message/:uuid/receive', (req, res) => {
    const message = findMessage(req, res);
    if (message) res.json(messageView(messages.receive(message)));
  });

  /** POST /message/:uuid/acknowledge `{ acknowledgedWithClose?: boolean }` → 200 the acknowledged message. */
  router.post('/message/:uuid/acknowledge', requireBody('AcknowledgeRequest', BROKER_ERROR_CODE.badRequest), (req, res) => {
    const { acknowledgedWithClose } = (req.body ?? {}) as { acknowledgedWithClose?: unknown };
    if (acknowledgedWithClose !== undefined && typeof acknowledgedWithClose !== 'boolean')
      return sendError(res, 400, BROKER_ERROR_CODE.badRequest, 'acknowledgedWithClose must be true or false.');
    const message = findMessage(req, res);
    if (message) res.json(messageView(messages.acknowledge(message, acknowledgedWithClose)));
  });

  /** POST /messages/pending, identified like subscribe → 200 `{ data: Message[], clientId }`, oldest first. */
  router.post('/messages/pending', (req, res) => {
    const client = identify(clients, req, res);
    if (client) res.json({ data: messages.pending(client.userId).map(messageView), clientId: client.clientId });
  });

  return router;
}
