// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { xeniaInboxFor } from '../../engine/player/broker/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import XeniaMessage from './XeniaMessage.tsx';

const PLAYER = { loggedIn: true, userId: 7, userToken: 'a.b.c' };
const advert = {
  messageInstanceUUID: 'm-1',
  topic: 'xeniaAdvert' as const,
  title: 'Spin Friday',
  body: 'Fifty free spins wait for you.',
  ctaText: 'Play now',
  ctaHref: '/game/5001',
};

afterEach(cleanup);

describe('the Xenia message', () => {
  it('shows a pushed advert as a dialog and acknowledges it with close', async () => {
    const { events, platform } = renderWithBrand(
      'hippodrome',
      <XeniaMessage props={{ position: 'centre' }} node={{} as never} />,
      { session: PLAYER },
    );
    act(() => xeniaInboxFor(events).add(advert));
    expect(screen.getByRole('dialog', { name: 'Spin Friday' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/game/5001');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.calls.map(({ url, body, keepalive }) => ({ url, body, keepalive }))).toEqual([
      { url: '/api/broker/message/m-1/acknowledge', body: { acknowledgedWithClose: true }, keepalive: true },
    ]);
  });

  it('shows messages one after another as a banner at the bottom', () => {
    const { events } = renderWithBrand('croupier', <XeniaMessage props={{ position: 'bottom' }} node={{} as never} />, {
      session: PLAYER,
    });
    act(() => {
      xeniaInboxFor(events).add(advert);
      xeniaInboxFor(events).add({ messageInstanceUUID: 'm-2', topic: 'xeniaPromotion', body: 'Double points tonight' });
    });
    expect(screen.getByRole('complementary', { name: 'Spin Friday' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('complementary', { name: 'A message for you' }).textContent).toContain('Double points tonight');
  });
});
