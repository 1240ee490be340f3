// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerSessionProvider } from '../../engine/player/index.ts';
import { createFakePlatform, type FakePlatform } from '../../tests/support/fake-platform.ts';
import { createMemoryStorage } from '../../engine/player/session/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { LoginModal } from './LoginModal.tsx';
import { REMEMBERED_USERNAME_KEY } from './remembered-username.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openLoginModal(platform: FakePlatform = createFakePlatform(), market?: string) {
  const result = renderWithBrand(
    'hippodrome',
    <PlayerSessionProvider storage={() => createMemoryStorage()} reload={vi.fn()}>
      <LoginModal
        props={{ title: 'Welcome back', forgotPasswordHref: '/forgot-password', rememberUsername: true }}
        node={{} as never}
      />
    </PlayerSessionProvider>,
    { market, platform },
  );
  act(() => result.events.emit('modal:open', { name: 'login' }));
  return { ...result, platform };
}

const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('the login modal', () => {
  it('opens on request with the forgot-password link', () => {
    openLoginModal();
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows and hides the password with a pressed toggle', () => {
    openLoginModal();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    { status: 401, text: 'Unauthorized' },
    { status: 400, text: 'Missing Username or Password' },
    { status: 503, text: 'Login Failed' },
  ])('announces a $status answer as "$text"', async ({ status, text }) => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status, body: { code: 1, message: 'no' } }));
    openLoginModal(platform);
    fill('demo', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  // Each row: a market of the brand and what its player reads when the site's login limits refuse them.
  it.each([
    {
      market: 'gb',
      text: 'Too many failed login attempts. For your security, please wait a few minutes before you try again, or reset your password.',
    },
    { market: 'zh', text: '登录失败次数过多。为保障您的安全，请等待几分钟后再试，或重置您的密码。' },
  ])("explains a refusal by the login limits (429, code 10003) in the $market market's language", async ({ market, text }) => {
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status: 429, body: { code: 10003, message: 'Too many login attempts.' } }));
    const { container } = openLoginModal(platform, market);
    const input = (name: string) => container.ownerDocument.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(input('username'), { target: { value: 'demo' } });
    fireEvent.change(input('password'), { target: { value: 'right-pass1' } });
    fireEvent.submit(input('password').form!);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  // RTS: a break or a self-exclusion refuses the login with its end date, and it is not a wrong password.
  it.each([
    { code: 16004, text: 'You are taking a break until', gamstop: false },
    { code: 16005, text: 'Your account is self-excluded until', gamstop: true },
  ])('says until when a login refused with $code is held off', async ({ code, text, gamstop }) => {
    const endsAt = '2027-05-26T12:00:00.000Z';
    const platform = createFakePlatform();
    platform.on('POST /api/accounts/login', () => ({ status: 403, body: { code, message: 'Not now.', endsAt } }));
    openLoginModal(platform, 'gb');
    fill('demo', 'right-pass1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent).toContain('2027');
    expect(alert.textContent).not.toContain('Attempts left');
    expect(screen.queryByRole('link', { name: /GAMSTOP/ }) !== null).toBe(gamstop);
  });

  it('blocks the form after four failed attempts', async () => {
    const platform = createFakePlatform();
    platform.fail('POST /api/accounts/login', 401, 10001);
    openLoginModal(platform);
    fill('demo', 'wrong');
    for (let attempt = 1; attempt <= 4; attempt++) {
      submit();
      await waitFor(() => expect(platform.callsTo('POST /api/accounts/login')).toHaveLength(attempt));
      await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    }
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many failed attempts'));
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Username') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
  });

  it('logs in, closes, and remembers the username encrypted when asked', async () => {
    const { platform } = openLoginModal();
    fill('demo', 'Croupier2026!');
    fireEvent.click(screen.getByLabelText('Remember my username'));
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe('enc:demo'));
    expect(platform.callsTo('POST /api/accounts/login')[0]?.body).toMatchObject({ credentials: { username: 'demo' } });
  });

  it('prefills a remembered username', async () => {
    window.localStorage.setItem(REMEMBERED_USERNAME_KEY, 'enc:kiwi');
    openLoginModal();
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('kiwi'));
  });
});
