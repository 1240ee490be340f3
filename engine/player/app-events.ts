import mitt, { type Emitter } from 'mitt';
import type { ToastContent } from '../../schemas/index.ts';

/** Windows and panels a component can ask to open, wherever it sits on the page. */
export type ModalName =
  | 'login'
  | 'registration'
  | 'banking'
  | 'verification'
  | 'terms'
  | 'playerHistory'
  | 'cookieSettings'
  | 'promotionTerms'
  | 'freedomBonus'
  | 'quests'
  | 'support'
  | 'saferGambling';

export type ToastType = ToastContent['type'];

/** A toast to show: the broker's toast content (SPEC §3 Toast), its id optional, and how long it shows. */
export type ToastInput = Omit<ToastContent, 'id'> & {
  id?: string;
  /** How long it shows, in ms; the toast list decides when absent. */
  durationMs?: number;
};

/** Events components send each other without importing each other. */
export type AppEventMap = {
  'modal:open': { name: ModalName; detail?: Record<string, unknown> };
  'modal:close': { name: ModalName };
  toast: ToastInput;
  /** The broker's connection dropped (true) or came back (false). */
  'connection:poor': boolean;
  /** The player chose a reality-check interval (minutes); the reminder counts by it from now on. */
  'realityCheck:interval': number;
  /** The cashier made a payment (its amount in the account's currency): a game's net position leaves it out. */
  payment: { kind: 'deposit' | 'withdrawal'; amount: number };
};

export type AppEvents = Emitter<AppEventMap>;

export const createAppEvents = (): AppEvents => mitt<AppEventMap>();
