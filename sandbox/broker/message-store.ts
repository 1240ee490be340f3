import type { SandboxState } from '../core/index.ts';
import type { BrokerTopic } from './topics.ts';

/** A message as the platform returns it (SPEC §3 "Message"). */
export interface Message {
  messageInstanceUUID: string;
  topic: BrokerTopic;
  content: unknown;
  /** The publisher's reference (the publish body's guId), or null. */
  clientReference: string | null;
  acknowledgedWithClose: boolean;
  receivedAt: string | null;
  acknowledgedAt: string | null;
  publishedAt: string;
}

/** A stored message with the player and product it was published for. */
export interface PublishedMessage extends Message {
  userId: number;
  productId: number | null;
}

export interface NewMessage {
  userId: number;
  topic: BrokerTopic;
  content: unknown;
  productId?: number | null;
  clientReference?: string | null;
}

/** The wire shape: what the player sees of a stored message. */
export function messageView({ userId: _userId, productId: _productId, ...message }: PublishedMessage): Message {
  return message;
}

/** Every published message, in publish order, with its receive and acknowledge marks. */
export function createMessageStore(state: SandboxState) {
  const messages = new Map<string, PublishedMessage>();

  return {
    add(input: NewMessage): PublishedMessage {
      const message: PublishedMessage = {
        messageInstanceUUID: state.random.uuid(),
        topic: input.topic,
        content: input.content,
        clientReference: input.clientReference ?? null,
        acknowledgedWithClose: false,
        receivedAt: null,
        acknowledgedAt: null,
        publishedAt: state.isoNow(),
        userId: input.userId,
        productId: input.productId ?? null,
      };
      messages.set(message.messageInstanceUUID, message);
      return message;
    },
    find: (uuid: string) => messages.get(uuid),
    /** Marks the message as having reached the player; the first time counts. */
    receive(message: PublishedMessage): PublishedMessage {
      message.receivedAt ??= state.isoNow();
      return message;
    },
    /** Marks the message as dealt with; an acknowledged message is no longer pending. */
    acknowledge(message: PublishedMessage, withClose: boolean | undefined): PublishedMessage {
      message.receivedAt ??= state.isoNow();
      message.acknowledgedAt ??= state.isoNow();
      if (withClose !== undefined) message.acknowledgedWithClose = withClose;
      return message;
    },
    /** The player's unacknowledged messages, oldest first. */
    pending: (userId: number) =>
      [...messages.values()].filter((message) => message.userId === userId && message.acknowledgedAt === null),
    clear: () => messages.clear(),
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
