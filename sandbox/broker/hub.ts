import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { WebSocketServer } from 'ws';
import { bearerToken, ERROR_CODE, sendError, type SandboxState } from '../core/index.ts';
import type { BrokerClient, BrokerClients } from './broker-clients.ts';
import { createHubConnection, type CloseReason, type HubConnection } from './hub-connection.ts';
import { invokeHubMethod } from './hub-methods.ts';
import type { PublishedMessage } from './message-store.ts';
import { rejectUpgrade } from './reject-upgrade.ts';
import type { Subscriptions } from './subscriptions.ts';
import { SINGLE_SESSION_TOPIC } from './topics.ts';

/** How long a negotiated connection token waits for its WebSocket. */
export const NEGOTIATE_TTL_MS = 60_000;

export interface HubOptions {
  state: SandboxState;
  clients: BrokerClients;
  subscriptions: Subscriptions;
  /** Full path of the hub on the sandbox server, e.g. `/broker/hub`. */
  hubPath: string;
  pingIntervalMs: number;
}

const newId = () => randomBytes(16).toString('base64url');

/** The guid a single-session publish announces: the session that should not hear about itself. */
function announcedGuid(message: PublishedMessage): string | undefined {
  const content = message.content as { guid?: unknown } | null;
  const guid = typeof content === 'object' && content !== null ? content.guid : undefined;
  return typeof guid === 'string' ? guid.toLowerCase() : message.clientReference?.toLowerCase();
}

type Negotiated = Map<string, { connectionId: string; client: BrokerClient }>;

/** `POST <hub>/negotiate?negotiateVersion=1`, authorised by a launch token or a broker clientId. */
function negotiateHandler(clients: HubOptions['clients'], negotiated: Negotiated): RequestHandler {
  return (req, res) => {
    const queryToken = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const client = clients.identify(bearerToken(req) ?? queryToken);
    if (!client) return sendError(res, 401, ERROR_CODE.launchTokenInvalid, 'The launch token is invalid or already used.');
    const negotiateVersion = Number(req.query.negotiateVersion) >= 1 ? 1 : 0;
    const connectionId = newId();
    const connectionToken = negotiateVersion === 1 ? newId() : connectionId;
    negotiated.set(connectionToken, { connectionId, client });
    setTimeout(() => negotiated.delete(connectionToken), NEGOTIATE_TTL_MS).unref();
    res.json({
      negotiateVersion,
      connectionId,
      ...(negotiateVersion === 1 ? { connectionToken } : {}),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  };
}

/** The realtime hub: SignalR negotiate, the WebSocket upgrade, and pushing published messages. */
export function createHub({ state, clients, subscriptions, hubPath, pingIntervalMs }: HubOptions) {
  const wss = new WebSocketServer({ noServer: true });
  const negotiated: Negotiated = new Map();
  const connections = new Set<HubConnection>();
  let closing = false;

  const negotiate = negotiateHandler(clients, negotiated);

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, connectionId: string, client: BrokerClient) => {
    const sessionGuid = state.sessions.get(client.sessionId)?.sessionGuid.toLowerCase() ?? '';
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = createHubConnection({
        socket: ws,
        connectionId,
        client,
        sessionGuid,
        pingIntervalMs,
        isSessionLive: () => clients.liveSession(client) !== undefined,
        invoke: (from, target, args) => invokeHubMethod({ clients, subscriptions }, from.client, target, args),
        onClosed: (closed) => connections.delete(closed),
      });
      connections.add(connection);
    });
  };

  /**
   * The WebSocket to `<hub>?id=<connectionToken>` after negotiate; the token spent at negotiate is not
   * asked for again. Without an id (skipNegotiation), the `access_token` query authorises the socket.
   */
  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== hubPath) return false;
    if (closing) return rejectUpgrade(socket, 503, 'The broker is shutting down.');
    const id = url.searchParams.get('id');
    if (id !== null) {
      const entry = negotiated.get(id);
      negotiated.delete(id);
      if (!entry) return rejectUpgrade(socket, 404, 'No negotiated connection has this id.');
      accept(req, socket, head, entry.connectionId, entry.client);
      return true;
    }
    const header = req.headers.authorization;
    const token =
      url.searchParams.get('access_token') ?? (header?.toLowerCase().startsWith('bearer ') ? header.slice(7) : undefined);
    const client = clients.identify(token ?? undefined);
    if (!client) return rejectUpgrade(socket, 401, 'The launch token is invalid or already used.', ERROR_CODE.launchTokenInvalid);
    accept(req, socket, head, newId(), client);
    return true;
  }

  /** Pushes a message to the player's live connections whose session receives its topic. */
  function deliver(message: PublishedMessage) {
    const exceptGuid = message.topic === SINGLE_SESSION_TOPIC ? announcedGuid(message) : undefined;
    const { topic, content, messageInstanceUUID } = message;
    for (const connection of connections) {
      const { client } = connection;
      if (client.userId !== message.userId) continue;
      if (!clients.liveSession(client)) {
        void connection.close({ error: 'The session has ended.' });
        continue;
      }
      if (!subscriptions.receives(client.sessionId, topic)) continue;
      if (exceptGuid !== undefined && connection.sessionGuid === exceptGuid) continue;
      connection.send('onMessagePublished', [{ topic, content, messageInstanceUUID }]);
    }
  }

  const closeAll = async (reason: CloseReason) => {
    negotiated.clear();
    await Promise.all([...connections].map((connection) => connection.close(reason)));
  };

  return {
    negotiate,
    handleUpgrade,
    deliver,
    closeAll,
    /** Closes every connection (they may reconnect to a restarted sandbox) and refuses new ones. */
    async close() {
      closing = true;
      await closeAll({ error: 'The server is shutting down.', allowReconnect: true });
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
