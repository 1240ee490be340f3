// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import MessageBroker from './MessageBroker.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the message broker component', () => {
  it('renders nothing, reports a failed connection as poor, and clears it when the player leaves', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const takeLaunchToken = vi.fn(async () => undefined);
    const poor: boolean[] = [];
    const { container, events, unmount } = renderWithBrand(
      'hippodrome',
      <MessageBroker props={{ topics: ['xeniaToast'] }} node={{} as never} />,
      {
        session: { loggedIn: true, userId: 7, userToken: 'a.b.c', takeLaunchToken },
      },
    );
    events.on('connection:poor', (value) => poor.push(value));
    expect(container.textContent).toBe('');
    await waitFor(() => expect(poor).toEqual([true]));
    expect(takeLaunchToken).toHaveBeenCalled();
    unmount();
    expect(poor).toEqual([true, false]);
  });
});
