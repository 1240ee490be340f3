import { useMemo, useRef } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import type { BrokerMessage } from '../../engine/platform/index.ts';
import { routeBrokerMessage, xeniaInboxFor } from '../../engine/player/broker/index.ts';
import { useAppEvents, usePlatform, usePlayerSessionView } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';

export interface BrokerMessageHandlers {
  /** A live message from the hub: marked received, then acted on. */
  onLive(message: BrokerMessage): void;
  /** A message missed while disconnected (POST messages/pending). */
  onPending(message: BrokerMessage): void;
}

/**
 * What the page does with broker messages: toasts, Xenia messages, and the end of this session when
 * the player logged in elsewhere. `endConnection` closes the broker when the session ends.
 */
export function useBrokerMessages(endConnection: () => void): BrokerMessageHandlers {
  const events = useAppEvents();
  const session = usePlayerSessionView();
  const t = useText(gameMessages);
  const { broker: api } = usePlatform();
  const latest = useRef({ session, t, endConnection });
  latest.current = { session, t, endConnection };

  return useMemo(() => {
    const inbox = xeniaInboxFor(events);
    const quietly = (call: Promise<unknown>) => void call.catch(() => undefined);
    let ending = false;

    const act = (message: BrokerMessage) => {
      const action = routeBrokerMessage(message, { sessionGuid: latest.current.session.sessionGuid });
      switch (action.kind) {
        case 'toast':
          events.emit('toast', action.toast);
          // A toast is shown once: acknowledged, it is not pending on the next page.
          return quietly(api.acknowledge(message.messageInstanceUUID, false));
        case 'xenia':
          return inbox.add(action.message);
        case 'otherSession':
          if (ending) return;
          ending = true;
          quietly(api.acknowledge(message.messageInstanceUUID, false));
          events.emit('toast', { id: 'single-session', description: latest.current.t('broker.otherSession'), type: 'warning' });
          latest.current.endConnection();
          // The player logged in elsewhere: this session ends, its storage cleared by the logout cleanup.
          return void latest.current.session.logout();
        case 'none':
          return;
      }
    };

    return {
      onLive(message) {
        quietly(api.markReceived(message.messageInstanceUUID));
        act(message);
      },
      onPending(message) {
        // A single-session announcement is only meaningful live; a stored one is from an older login.
        if (message.topic === 'single-session') return;
        act(message);
      },
    };
  }, [events, api]);
}
