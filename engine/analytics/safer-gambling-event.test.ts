import { describe, expect, it } from 'vitest';
import { saferGamblingEvent, type SaferGamblingAction } from './safer-gambling-event.ts';

describe('saferGamblingEvent', () => {
  it.each<[SaferGamblingAction, string, string]>([
    [{ action: 'limit_set', period: 'day' }, 'limit_set', 'day'],
    [{ action: 'limit_decreased', period: 'week' }, 'limit_decreased', 'week'],
    [{ action: 'limit_increase_requested', period: 'month' }, 'limit_increase_requested', 'month'],
    [{ action: 'limit_increase_confirmed', period: 'day' }, 'limit_increase_confirmed', 'day'],
    [{ action: 'time_out', days: 7 }, 'time_out', '7 days'],
    [{ action: 'self_exclusion', months: 6 }, 'self_exclusion', '6 months'],
  ])('%o is the %s event, detailed by %s', (decision, eventName, eventDetail) => {
    expect(saferGamblingEvent(decision)).toEqual({
      kind: 'safer_gambling',
      data: { eventName, eventArea: 'safer gambling', eventDetail },
    });
  });

  it('carries no amount, whatever the limit', () => {
    const event = saferGamblingEvent({ action: 'limit_set', period: 'day' });
    expect(JSON.stringify(event)).not.toMatch(/\d/);
  });
});
