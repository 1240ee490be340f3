// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerSessionProvider } from '../../engine/player/index.ts';
import { createFakePlatform, fakeAccount, fakeJwt } from '../../tests/support/fake-platform.ts';
import { createMemoryStorage, SESSION_KEYS } from '../../engine/player/session/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { TermsAndConditions } from './TermsAndConditions.tsx';

afterEach(cleanup);

function renderFor(showTerms: boolean) {
  const platform = createFakePlatform(fakeAccount({ areTermsAndConditionsAccepted: !showTerms }));
  const storage = createMemoryStorage({ [SESSION_KEYS.userToken]: fakeJwt(), [SESSION_KEYS.showTerms]: String(showTerms) });
  const { events } = renderWithBrand(
    'hippodrome',
    <PlayerSessionProvider storage={() => storage} reload={vi.fn()}>
      <TermsAndConditions
        props={{ title: 'Our terms have changed', termsHref: '/terms', acceptText: 'Accept and continue' }}
        node={{} as never}
      />
    </PlayerSessionProvider>,
    { platform },
  );
  return { platform, storage, events };
}

describe('the terms prompt', () => {
  it('asks a returning player to accept changed terms, and goes away once accepted', async () => {
    const { platform, storage } = renderFor(true);
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    expect(dialog.querySelector('a[href="/terms"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.callsTo('POST /api/accounts/details/acceptTermsAndConditions')).toHaveLength(1);
    expect(storage.getItem(SESSION_KEYS.showTerms)).toBe('false');
  });

  it('says so when the acceptance could not be saved', async () => {
    const { platform } = renderFor(true);
    platform.fail('POST /api/accounts/details/acceptTermsAndConditions', 500);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not save');
  });

  it('closes without logging out, and opens again when asked (a held-back game, deposit or opt-in)', async () => {
    const { platform, events } = renderFor(true);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(0);
    act(() => events.emit('modal:open', { name: 'terms' }));
    expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeTruthy();
  });

  it('shows nothing to a player whose terms are up to date', async () => {
    const { platform } = renderFor(false);
    await waitFor(() => expect(platform.callsTo('POST /api/accounts/detailsViaUserToken')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
