import type { EventInput } from './analytics-event.ts';

/** What the player did with the safer-gambling tools (RTS 12). */
export type SaferGamblingAction =
  | { action: 'limit_set'; period: 'day' | 'week' | 'month' }
  | { action: 'limit_decreased'; period: 'day' | 'week' | 'month' }
  | { action: 'limit_increase_requested'; period: 'day' | 'week' | 'month' }
  | { action: 'limit_increase_confirmed'; period: 'day' | 'week' | 'month' }
  | { action: 'time_out'; days: number }
  | { action: 'self_exclusion'; months: number };

/**
 * The data-layer event of a safer-gambling decision: what and for which period or length, never an
 * amount (a limit says what a player can afford; it is theirs, not a reporting dimension).
 */
export function saferGamblingEvent(decision: SaferGamblingAction): EventInput {
  const detail = (() => {
    switch (decision.action) {
      case 'limit_set':
      case 'limit_decreased':
      case 'limit_increase_requested':
      case 'limit_increase_confirmed':
        return decision.period;
      case 'time_out':
        return `${decision.days} days`;
      case 'self_exclusion':
        return `${decision.months} months`;
    }
  })();
  return {
    kind: 'safer_gambling',
    data: { eventName: decision.action, eventArea: 'safer gambling', eventDetail: detail },
  };
}
