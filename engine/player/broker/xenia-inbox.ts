import type { AppEvents } from '../app-events.ts';
import type { XeniaMessage } from './message-routing.ts';

type Listener = () => void;

/**
 * The Xenia messages waiting to be shown, oldest first. The broker adds; the Xenia message component
 * shows the first and removes it when the player acts. It holds messages that arrive before the
 * (lazily loaded) component mounts.
 */
export function createXeniaInbox() {
  let messages: readonly XeniaMessage[] = [];
  const listeners = new Set<Listener>();
  const changed = (next: readonly XeniaMessage[]) => {
    messages = next;
    listeners.forEach((listener) => listener());
  };
  return {
    add(message: XeniaMessage) {
      if (messages.some((shown) => shown.messageInstanceUUID === message.messageInstanceUUID)) return;
      changed([...messages, message]);
    },
    remove(uuid: string) {
      changed(messages.filter((message) => message.messageInstanceUUID !== uuid));
    },
    clear: () => changed([]),
    snapshot: () => messages,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type XeniaInbox = ReturnType<typeof createXeniaInbox>;

const inboxes = new WeakMap<AppEvents, XeniaInbox>();

/**
 * The page's inbox, tied to the page's app events (one per page, as the events are): the broker and
 * the Xenia message reach the same inbox without a module-wide singleton.
 */
export function xeniaInboxFor(events: AppEvents): XeniaInbox {
  let inbox = inboxes.get(events);
  if (!inbox) inboxes.set(events, (inbox = createXeniaInbox()));
  return inbox;
}
