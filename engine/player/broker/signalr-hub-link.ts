import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { isBrokerTopic, type BrokerMessage } from '../../platform/index.ts';
import type { HubLink } from './broker-connection.ts';

/** The hub method the broker pushes messages with. */
export const MESSAGE_PUBLISHED = 'onMessagePublished';

const asBrokerMessage = (value: unknown): BrokerMessage | undefined => {
  const message = value as Partial<BrokerMessage> | null;
  return message && isBrokerTopic(message.topic) && typeof message.messageInstanceUUID === 'string'
    ? (message as BrokerMessage)
    : undefined;
};

/**
 * Opens hubs with the real SignalR client: WebSockets, the launch token as access token, no automatic
 * reconnect (the broker connection's own loop reconnects with a fresh token), topics subscribed over
 * the hub with `Subscribe`.
 */
export function signalRHubOpener(hubUrl: string) {
  return async (accessToken: string, onMessage: (message: BrokerMessage) => void): Promise<HubLink> => {
    const connection = new HubConnectionBuilder()
      .withUrl(hubUrl, { accessTokenFactory: () => accessToken, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    connection.on(MESSAGE_PUBLISHED, (value: unknown) => {
      const message = asBrokerMessage(value);
      if (message) onMessage(message);
    });
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));
    await connection.start();
    return {
      closed,
      subscribe: async (topic) => void (await connection.invoke('Subscribe', topic)),
      stop: () => connection.stop(),
    };
  };
}
