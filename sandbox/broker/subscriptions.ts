import { SINGLE_SESSION_TOPIC, type BrokerTopic } from './topics.ts';

/**
 * Topic subscriptions, held per player session: whichever broker client or hub connection of the
 * session subscribes, every hub connection of that session receives the topic. A new login starts
 * with none, as the front end subscribes again after each login.
 */
export function createSubscriptions() {
  const bySession = new Map<number, Set<BrokerTopic>>();

  return {
    subscribe(sessionId: number, topic: BrokerTopic) {
      const topics = bySession.get(sessionId) ?? new Set();
      topics.add(topic);
      bySession.set(sessionId, topics);
    },
    unsubscribe(sessionId: number, topic: BrokerTopic) {
      bySession.get(sessionId)?.delete(topic);
    },
    /** Whether the session receives the topic; single-session reaches every session unasked. */
    receives(sessionId: number, topic: BrokerTopic): boolean {
      return topic === SINGLE_SESSION_TOPIC || (bySession.get(sessionId)?.has(topic) ?? false);
    },
    clear: () => bySession.clear(),
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
