import type { BrokerMessage } from '../../platform/index.ts';
import type { ToastInput, ToastType } from '../app-events.ts';

/** An advert or promotion pushed to the player, as the Xenia message shows it. */
export interface XeniaMessage {
  messageInstanceUUID: string;
  topic: 'xeniaAdvert' | 'xeniaPromotion';
  title?: string;
  body?: string;
  imageUrl?: string;
  ctaText?: string;
  ctaHref?: string;
}

/** What a broker message asks the page to do. */
export type BrokerAction =
  | { kind: 'toast'; toast: ToastInput }
  | { kind: 'xenia'; message: XeniaMessage }
  /** A newer session of the same player started elsewhere: this one must end. */
  | { kind: 'otherSession' }
  | { kind: 'none' };

const TOAST_TYPES: readonly ToastType[] = ['success', 'info', 'error', 'warning'];

const record = (content: unknown): Record<string, unknown> =>
  typeof content === 'object' && content !== null && !Array.isArray(content) ? (content as Record<string, unknown>) : {};

const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** Only site paths and https links may become a button's target (no `javascript:` from a message). */
const safeHref = (value: string | undefined) => (value && /^(\/(?!\/)|https:\/\/)/.test(value) ? value : undefined);

function toastOf(content: unknown): BrokerAction {
  const fields = record(content);
  const description = text(fields.description, fields.text, typeof content === 'string' ? content : undefined);
  if (!description) return { kind: 'none' };
  const type = TOAST_TYPES.find((candidate) => candidate === fields.type) ?? 'info';
  const id = text(fields.id);
  return { kind: 'toast', toast: { ...(id ? { id } : {}), description, type } };
}

function xeniaOf(message: BrokerMessage & { topic: XeniaMessage['topic'] }): BrokerAction {
  const fields = record(message.content);
  const shown: XeniaMessage = {
    messageInstanceUUID: message.messageInstanceUUID,
    topic: message.topic,
    title: text(fields.title, fields.headline, fields.name),
    body: text(fields.body, fields.description, fields.message, fields.text),
    imageUrl: safeHref(text(fields.imageUrl, fields.image)),
    ctaText: text(fields.ctaText, fields.buttonText),
    ctaHref: safeHref(text(fields.ctaHref, fields.ctaUrl, fields.href, fields.url)),
  };
  return shown.title || shown.body ? { kind: 'xenia', message: shown } : { kind: 'none' };
}

/**
 * SPEC §4 message broker: toasts become toasts, adverts and promotions become Xenia messages, and a
 * single-session announcement from another session (another guid) ends this one. Metered and
 * marketing topics carry nothing the page shows.
 */
export function routeBrokerMessage(message: BrokerMessage, { sessionGuid }: { sessionGuid?: string }): BrokerAction {
  switch (message.topic) {
    case 'xeniaToast':
      return toastOf(message.content);
    case 'xeniaAdvert':
    case 'xeniaPromotion':
      return xeniaOf({ ...message, topic: message.topic });
    case 'single-session': {
      const guid = text(record(message.content).guid);
      if (!guid || !sessionGuid) return { kind: 'none' };
      return guid.toLowerCase() === sessionGuid.toLowerCase() ? { kind: 'none' } : { kind: 'otherSession' };
    }
    case 'meteredGameSession':
    case 'meteredAlive':
    case 'mdd':
    case 'mpd':
      return { kind: 'none' };
    default: {
      const unknownTopic: never = message.topic;
      return unknownTopic;
    }
  }
}
