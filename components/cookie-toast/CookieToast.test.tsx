// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { parseStoredConsent, readCookie } from '../../engine/player/consent/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { CookieSettings } from '../cookie-settings/CookieSettings.tsx';
import { CookieToast } from './CookieToast.tsx';

const node = { key: 'cookies', alias: 'cookieToast', props: {}, placement: 'shellAfter', inserted: false } as ResolvedNode;

/** The decision forgotten as another tab clearing storage would: the page is told, and reads it again. */
function forgetConsent() {
  document.cookie = 'cookieConsent=; Path=/; Max-Age=0';
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
const storedConsent = () => parseStoredConsent(readCookie(document.cookie, 'cookieConsent'));

beforeEach(forgetConsent);
afterEach(cleanup);

describe('the cookie toast', () => {
  it.each([
    ['Accept all', { C0002: true, C0003: true, C0004: true }],
    ['Reject all', { C0002: false, C0003: false, C0004: false }],
  ])('"%s" stores the decision and hides the toast', (button, groups) => {
    renderWithBrand('hippodrome', <CookieToast props={{ message: 'We use cookies.' }} node={node as never} />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByText('We use cookies.')).toBeNull();
    expect(storedConsent()?.groups).toEqual(groups);
    expect(localStorage.getItem('cookieConsent')).not.toBeNull();
  });

  it('stays hidden once a decision is stored', () => {
    renderWithBrand('hippodrome', <CookieToast props={{ message: 'We use cookies.' }} node={node as never} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    cleanup();
    renderWithBrand('hippodrome', <CookieToast props={{ message: 'We use cookies.' }} node={node as never} />);
    expect(screen.queryByText('We use cookies.')).toBeNull();
  });

  it('"Manage cookies" opens the settings, where saved choices hide the toast', () => {
    const { events } = renderWithBrand(
      'hippodrome',
      <>
        <CookieToast props={{ message: 'We use cookies.' }} node={node as never} />
        <CookieSettings props={{ title: 'Cookie settings' }} node={node as never} />
      </>,
    );
    const opened = vi.fn();
    events.on('modal:open', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(opened).toHaveBeenCalledWith({ name: 'cookieSettings' });
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('We use cookies.')).toBeNull();
    expect(storedConsent()?.groups).toEqual({ C0002: true, C0003: false, C0004: false });
  });
});
