import { describe, expect, it } from 'vitest';
import type { BrokerMessage } from '../../platform/index.ts';
import { routeBrokerMessage, type BrokerAction } from './message-routing.ts';

const GUID = '6f1c2b9e-0a5d-4f53-9a57-3c2a1d7e8b10';
const message = (topic: BrokerMessage['topic'], content: unknown): BrokerMessage => ({
  topic,
  content,
  messageInstanceUUID: 'uuid-1',
});

describe('routing broker messages (SPEC §4 message broker)', () => {
  it.each<{ name: string; message: BrokerMessage; action: BrokerAction }>([
    {
      name: 'a toast becomes a toast',
      message: message('xeniaToast', { id: 't1', description: 'Quest complete', type: 'success' }),
      action: { kind: 'toast', toast: { id: 't1', description: 'Quest complete', type: 'success' } },
    },
    {
      name: 'a toast of an unknown type is an info toast',
      message: message('xeniaToast', { description: 'Hello', type: 'shout' }),
      action: { kind: 'toast', toast: { description: 'Hello', type: 'info' } },
    },
    { name: 'a toast without text shows nothing', message: message('xeniaToast', { type: 'info' }), action: { kind: 'none' } },
    {
      name: 'an advert becomes a Xenia message',
      message: message('xeniaAdvert', { title: 'Spin Friday', body: '50 spins', ctaText: 'Play', ctaHref: '/game/12' }),
      action: {
        kind: 'xenia',
        message: {
          messageInstanceUUID: 'uuid-1',
          topic: 'xeniaAdvert',
          title: 'Spin Friday',
          body: '50 spins',
          imageUrl: undefined,
          ctaText: 'Play',
          ctaHref: '/game/12',
        },
      },
    },
    {
      name: 'a promotion becomes a Xenia message, and a javascript: link is dropped',
      message: message('xeniaPromotion', { description: 'Double points', url: 'javascript:alert(1)' }),
      action: {
        kind: 'xenia',
        message: {
          messageInstanceUUID: 'uuid-1',
          topic: 'xeniaPromotion',
          title: undefined,
          body: 'Double points',
          imageUrl: undefined,
          ctaText: undefined,
          ctaHref: undefined,
        },
      },
    },
    {
      name: 'an empty promotion shows nothing',
      message: message('xeniaPromotion', { promotionId: 7 }),
      action: { kind: 'none' },
    },
    {
      name: 'single-session from another session ends this one',
      message: message('single-session', { userId: 1, guid: 'another-guid', registeredProductId: 3568 }),
      action: { kind: 'otherSession' },
    },
    {
      name: 'single-session from this session (any case) is ignored',
      message: message('single-session', { guid: GUID.toUpperCase() }),
      action: { kind: 'none' },
    },
    { name: 'single-session without a guid is ignored', message: message('single-session', {}), action: { kind: 'none' } },
    { name: 'meteredGameSession shows nothing', message: message('meteredGameSession', {}), action: { kind: 'none' } },
    { name: 'meteredAlive shows nothing', message: message('meteredAlive', {}), action: { kind: 'none' } },
    { name: 'mdd shows nothing', message: message('mdd', {}), action: { kind: 'none' } },
    { name: 'mpd shows nothing', message: message('mpd', {}), action: { kind: 'none' } },
  ])('$name', ({ message: input, action }) => {
    expect(routeBrokerMessage(input, { sessionGuid: GUID })).toEqual(action);
  });

  it('ignores single-session while this session has no guid yet', () => {
    expect(routeBrokerMessage(message('single-session', { guid: 'x' }), {})).toEqual({ kind: 'none' });
  });
});
