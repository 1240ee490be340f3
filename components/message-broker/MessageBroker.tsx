import { useEffect, useRef } from 'react';
import { BROKER_HUB_PATH, type BrokerTopic } from '../../engine/platform/index.ts';
import { signalRHubOpener, startBrokerConnection, type BrokerConnection } from '../../engine/player/broker/index.ts';
import { useAppEvents, usePlatform, usePlayerSessionView } from '../../engine/player/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { useBrokerMessages } from './use-broker-messages.ts';

const DEFAULT_TOPICS: readonly BrokerTopic[] = ['xeniaAdvert', 'xeniaPromotion', 'xeniaToast', 'single-session'];

/**
 * SPEC §4 message broker: a logged-in player's realtime connection (SignalR over WebSockets, a fresh
 * launch token per attempt), its topics, missed messages after each connect, and the poor connection
 * alert while it is down. Renders nothing.
 */
export default function MessageBroker({ props }: ComponentRenderProps<'messageBroker'>) {
  const session = usePlayerSessionView();
  const events = useAppEvents();
  const { broker: api } = usePlatform();
  const connection = useRef<BrokerConnection | undefined>(undefined);
  const handlers = useBrokerMessages(() => void connection.current?.stop());
  const takeLaunchToken = useRef(session.takeLaunchToken);
  takeLaunchToken.current = session.takeLaunchToken;
  const topicsKey = (props.topics ?? DEFAULT_TOPICS).join(',');

  useEffect(() => {
    if (!session.loggedIn) return;
    const take = () => takeLaunchToken.current();
    const started = startBrokerConnection({
      takeLaunchToken: take,
      openHub: signalRHubOpener(BROKER_HUB_PATH),
      topics: topicsKey.split(',') as BrokerTopic[],
      onMessage: handlers.onLive,
      onConnected: async () => {
        const launchToken = await take();
        if (!launchToken) return;
        const pending = await api.fetchPending({ launchToken }).catch(() => undefined);
        pending?.messages.forEach(handlers.onPending);
      },
      onPoorConnection: (poor) => events.emit('connection:poor', poor),
      warn: (message, error) => console.warn(message, error),
    });
    connection.current = started;
    // A logout ends the connection before the platform ends the session: one still opening is not refused.
    const unregister = session.beforeLogout(() => started.stop());
    return () => {
      unregister();
      connection.current = undefined;
      void started.stop();
      // Logout or leaving the page: a poor connection alert would be stale.
      events.emit('connection:poor', false);
    };
  }, [session.loggedIn, session.userId, session.beforeLogout, topicsKey, handlers, events, api]);

  return null;
}
