import type { RawData, WebSocket } from 'ws';
import type { BrokerClient } from './broker-clients.ts';
import {
  createRecordReader,
  encodeRecord,
  HUB_MESSAGE_TYPE,
  parseHandshake,
  parseHubMessage,
  type ClientHubMessage,
} from './hub-protocol.ts';

/** How long a client has to send its handshake after the socket opens (SignalR's default). */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
/** How long a closing socket may take to answer the close frame before it is cut. */
const CLOSE_GRACE_MS = 1_000;

export interface CloseReason {
  /** Shown by the client as "Server returned an error on close: …". */
  error?: string;
  /** Lets a client with automatic reconnect try again (a restart, not a refusal). */
  allowReconnect?: boolean;
}

export interface HubConnection {
  connectionId: string;
  client: BrokerClient;
  /** The platform session's guid, compared with a single-session publish's guid. */
  sessionGuid: string;
  /** Sends `onMessagePublished`-style invocations once the handshake is done; dropped before. */
  send(target: string, args: unknown[]): void;
  close(reason?: CloseReason): Promise<void>;
}

export interface HubConnectionOptions {
  socket: WebSocket;
  connectionId: string;
  client: BrokerClient;
  sessionGuid: string;
  pingIntervalMs: number;
  isSessionLive(): boolean;
  /** Runs a client invocation; its result or thrown error becomes the completion. */
  invoke(connection: HubConnection, target: string, args: unknown[]): unknown;
  onClosed(connection: HubConnection): void;
}

/** One client's hub connection over a WebSocket: handshake, pings, invocations and close. */
export function createHubConnection(options: HubConnectionOptions): HubConnection {
  const { socket } = options;
  const reader = createRecordReader();
  let handshaken = false;
  let pingTimer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  const write = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeRecord(message));
  };

  const connection: HubConnection = {
    connectionId: options.connectionId,
    client: options.client,
    sessionGuid: options.sessionGuid,
    send(target, args) {
      if (handshaken) write({ type: HUB_MESSAGE_TYPE.invocation, target, arguments: args });
    },
    close(reason = {}) {
      if (socket.readyState === socket.OPEN) {
        if (handshaken) write({ type: HUB_MESSAGE_TYPE.close, ...reason });
        socket.close(1000);
        setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
      }
      return closed;
    },
  };

  /** The handshake failed: the answer carries the error and the socket closes. */
  const refuseHandshake = (error: string) => {
    write({ error });
    socket.close(1000);
  };

  const completeHandshake = (record: string) => {
    const handshake = parseHandshake(record);
    if (!handshake.ok) return refuseHandshake(handshake.error);
    if (!options.isSessionLive()) return refuseHandshake('The session has ended.');
    write({});
    handshaken = true;
    pingTimer = setInterval(() => {
      if (options.isSessionLive()) write({ type: HUB_MESSAGE_TYPE.ping });
      else void connection.close({ error: 'The session has ended.' });
    }, options.pingIntervalMs);
    pingTimer.unref();
  };

  const handle = messageHandler({ socket, write, invoke: (target, args) => options.invoke(connection, target, args) });

  const handshakeTimer = setTimeout(() => {
    if (!handshaken) refuseHandshake('Handshake was not received in time.');
  }, HANDSHAKE_TIMEOUT_MS);
  handshakeTimer.unref();

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) return void connection.close({ error: 'Binary messages are not supported by the JSON protocol.' });
    const records = reader.push(data.toString());
    if (!records.ok) return void connection.close({ error: records.error });
    for (const record of records.value) {
      if (socket.readyState !== socket.OPEN) return;
      if (!handshaken) {
        completeHandshake(record);
        continue;
      }
      const message = parseHubMessage(record);
      if (!message.ok) return void connection.close({ error: message.error });
      handle(message.value);
    }
  });
  socket.on('error', () => socket.terminate());
  socket.once('close', () => {
    clearTimeout(handshakeTimer);
    clearInterval(pingTimer);
    options.onClosed(connection);
  });

  return connection;
}

/** Answers a handshaken client's messages: invocations run and complete, a close closes, the rest need no answer. */
function messageHandler({
  socket,
  write,
  invoke,
}: {
  socket: WebSocket;
  write: (message: object) => void;
  invoke: (target: string, args: unknown[]) => unknown;
}) {
  const runInvocation = async (invocationId: string | undefined, target: string, args: unknown[]) => {
    try {
      const result = await invoke(target, args);
      if (invocationId !== undefined) write({ type: HUB_MESSAGE_TYPE.completion, invocationId, result: result ?? null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (invocationId !== undefined) write({ type: HUB_MESSAGE_TYPE.completion, invocationId, error: message });
    }
  };

  return (message: ClientHubMessage) => {
    switch (message.type) {
      case HUB_MESSAGE_TYPE.invocation:
        return void runInvocation(message.invocationId, message.target, message.arguments);
      case HUB_MESSAGE_TYPE.streamInvocation:
        return write({
          type: HUB_MESSAGE_TYPE.completion,
          invocationId: message.invocationId,
          error: 'Streaming is not supported.',
        });
      case HUB_MESSAGE_TYPE.close:
        return void socket.close(1000);
      default:
        // Pings, acks, sequence and cancel messages need no answer.
        return;
    }
  };
}
