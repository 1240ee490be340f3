// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromotionsResponse } from '../../../schemas/index.ts';
import { createFakePlatform } from '../../../tests/support/fake-platform.ts';
import { renderWithBrand } from '../../../tests/support/render-with-brand.tsx';
import { LOGGED_OUT, PlayerSessionViewContext, type PlayerSessionView } from '../session-context.tsx';
import { usePlatformPromotions } from './use-promotions.ts';

const market = { brand: 'hippodrome', isRow: false, casinoId: 3568 };
const list = [
  { promotionId: 1, serviceId: 40, title: 'A', description: '', isUserOptedIn: false, fromContentService: false },
  { promotionId: 2, serviceId: 40, title: 'B', description: '', isUserOptedIn: false, fromContentService: false },
  { promotionId: null, serviceId: 9, title: 'C', description: '', isUserOptedIn: false, fromContentService: true },
];

function Count() {
  const { promotions, count } = usePlatformPromotions(market);
  return <p>{`${promotions.length} promotions, ${count} to act on`}</p>;
}

function PlayerWhoLogsOut() {
  const [session, setSession] = useState<PlayerSessionView>({ ...LOGGED_OUT, loggedIn: true, userId: 5, userToken: 'a.b.c' });
  return (
    <PlayerSessionViewContext.Provider value={session}>
      <button type="button" onClick={() => setSession(LOGGED_OUT)}>
        Log out
      </button>
      <Count />
    </PlayerSessionViewContext.Provider>
  );
}

afterEach(cleanup);

const ACCOUNT_LIST = 'POST /api/promotions/account/*/casino/*/get';

describe('the player’s promotions', () => {
  it('are counted while logged in and reset on logout', async () => {
    const platform = createFakePlatform();
    platform.answer(ACCOUNT_LIST, { data: list } satisfies PromotionsResponse);
    const { queryClient } = renderWithBrand('hippodrome', <PlayerWhoLogsOut />, { platform });
    expect(await screen.findByText('3 promotions, 2 to act on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('0 promotions, 0 to act on')).toBeTruthy();
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['promotions'] })
        .filter((query) => query.state.data),
    ).toHaveLength(0);
    expect(platform.calls).toHaveLength(1);
    expect(platform.callsTo(ACCOUNT_LIST)[0]?.body).toEqual({ brand: 'hippodrome', isRow: false });
  });

  it('are not fetched for a logged-out visitor', () => {
    const { platform } = renderWithBrand('hippodrome', <Count />);
    expect(screen.getByText('0 promotions, 0 to act on')).toBeTruthy();
    expect(platform.calls).toEqual([]);
  });
});
