// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import type { HeaderProps } from '../../schemas/index.ts';
import { Header } from './Header.tsx';

afterEach(cleanup);

const navigation: HeaderProps['navigation'] = [
  { text: 'Casino', href: '/' },
  { text: 'Promotions', href: '/promotions' },
];
const header = () => <Header props={{ navigation }} node={{} as never} />;

describe('the header', () => {
  it('offers a logged-out visitor login and registration, with the brand logo linking home', () => {
    const { events } = renderWithBrand('hippodrome', header());
    const opened: string[] = [];
    events.on('modal:open', ({ name }) => opened.push(name));
    expect(screen.getByRole('link', { name: 'Hippodrome' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(opened).toEqual(['login', 'registration']);
    expect(screen.queryByText('Balance')).toBeNull();
  });

  it.each([
    { case: 'its logo when it has one', theme: { logo: 'assets/logo.png' }, src: '/assets/logo.png' },
    {
      case: 'its SVG favicon otherwise, drawn as an icon',
      theme: {},
      src: '/api/images?src=%2Fassets%2Ffavicon.svg&w=72&v=1',
    },
  ])('draws the brand as $case', ({ theme, src }) => {
    renderWithBrand('hippodrome', header(), { theme });
    const home = screen.getByRole('link', { name: 'Hippodrome' });
    expect(home.querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it('shows a logged-in player the balance, a deposit button and the account menu', async () => {
    const { events } = renderWithBrand('hippodrome', header(), {
      market: 'gb',
      session: { loggedIn: true, userId: 100001, balance: 1234.5, currencyIsoCode: 'GBP' },
    });
    const opened = vi.fn();
    events.on('modal:open', opened);
    expect(screen.getByText('£1,234.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(opened).toHaveBeenCalledWith({ name: 'banking' });

    const menuButton = await screen.findByRole('button', { name: /My account/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Safer gambling',
      'Transaction history',
      'Marketing preferences',
      'Game history',
      'Support',
      'Log out',
    ]);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Game history' }));
    expect(opened).toHaveBeenLastCalledWith({ name: 'playerHistory', detail: { tab: 'GAME_HISTORY' } });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    { market: 'gb', offered: true },
    { market: 'nz', offered: false },
  ])('offers the safer-gambling tools in the menu where the market has them ($market: $offered)', async ({ market, offered }) => {
    const { events } = renderWithBrand('hippodrome', header(), {
      market,
      session: { loggedIn: true, balance: 5, currencyIsoCode: 'GBP' },
    });
    const opened = vi.fn();
    events.on('modal:open', opened);
    fireEvent.click(await screen.findByRole('button', { name: /My account/ }));
    const item = screen.queryByRole('menuitem', { name: 'Safer gambling' });
    expect(item !== null).toBe(offered);
    if (item) {
      fireEvent.click(item);
      expect(opened).toHaveBeenLastCalledWith({ name: 'saferGambling' });
    }
  });

  it('closes the account menu on Escape', async () => {
    renderWithBrand('hippodrome', header(), { session: { loggedIn: true, balance: 5, currencyIsoCode: 'GBP' } });
    fireEvent.click(await screen.findByRole('button', { name: /My account/ }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('speaks Chinese in the zh market', () => {
    renderWithBrand('hippodrome', header(), { market: 'zh' });
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});
