import { describe, expect, it } from 'vitest';
import { sendsWhenQuiet, type PageVisibility, type WhenQuiet } from './sends-when-quiet.ts';

/** A player who is busy until `quiet()`, and a page that can be hidden. */
function setUp({ busy = true } = {}) {
  let waiting: (() => void)[] = [];
  let isBusy = busy;
  const whenQuiet: WhenQuiet = (task) => {
    if (!isBusy) {
      task();
      return () => undefined;
    }
    waiting.push(task);
    return () => void (waiting = waiting.filter((other) => other !== task));
  };
  const listeners: (() => void)[] = [];
  const page = {
    visibilityState: 'visible',
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
  } as unknown as PageVisibility & { visibilityState: DocumentVisibilityState };
  const sent: string[] = [];
  const send = sendsWhenQuiet(whenQuiet, page);
  return {
    send: (batch: string) => send(() => sent.push(batch)),
    sent,
    quiet() {
      isBusy = false;
      waiting.splice(0).forEach((task) => task());
    },
    hide() {
      page.visibilityState = 'hidden';
      listeners.forEach((listener) => listener());
    },
  };
}

describe('sends when the player is quiet', () => {
  it('sends at once when the player is quiet already', () => {
    const page = setUp({ busy: false });
    page.send('first');
    expect(page.sent).toEqual(['first']);
  });

  it('holds each send while the player taps, then sends them all in order', () => {
    const page = setUp();
    page.send('first');
    page.send('second');
    expect(page.sent).toEqual([]);
    page.quiet();
    expect(page.sent).toEqual(['first', 'second']);
  });

  it('sends what waits the moment the page is hidden, once, and sends at once while hidden', () => {
    const page = setUp();
    page.send('waiting');
    page.hide();
    expect(page.sent).toEqual(['waiting']);
    page.send('while hidden');
    expect(page.sent).toEqual(['waiting', 'while hidden']);
    page.quiet();
    expect(page.sent).toEqual(['waiting', 'while hidden']);
  });
});
