import { expect, test } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { Site } from './fixtures/site.ts';
import { shellProps } from './fixtures/brands.ts';

test.describe('logging in', () => {
  test('fails with the message for each status, and stops after 4 attempts', async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 40[13]|ERR_FAILED|Failed to load resource/);
    const player = await createPlayer(request, baseURL!);
    const blocked = await createPlayer(request, baseURL!, { accountStatusId: 7 });
    const site = new Site(page);
    await site.open('/');
    await site.openLogin();
    const alert = site.loginDialog.getByRole('alert').first();

    await site.submitLogin(player.username, 'not-the-password1');
    await expect(alert).toContainText('Unauthorized');

    await site.submitLogin(blocked.username, blocked.password);
    await expect(alert).toContainText('Login Failed');

    await page.route('**/api/accounts/login', (route) => route.abort('failed'));
    await site.submitLogin(player.username, player.password);
    await expect(alert).toContainText('No Server Response');
    await page.unroute('**/api/accounts/login');

    await site.submitLogin(player.username, 'still-wrong-1');
    await expect(site.loginDialog).toContainText('Too many failed attempts');
    await expect(site.loginDialog.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  test('logs a player in and out, the balance shown while logged in', async ({ page, request, baseURL }) => {
    const player = await createPlayer(request, baseURL!, { balance: 321.5 });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await expect(site.header).toContainText('321.50');
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(site.accountButton).toBeVisible();
    await site.logout();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('asks a player to accept terms that changed since they last accepted', async ({ page, request, baseURL, brand }) => {
    const player = await createPlayer(request, baseURL!, { termsAcceptedAt: '2025-01-01' });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    const terms = page.getByRole('dialog', { name: shellProps<{ title: string }>(brand, 'termsAndConditions').title });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: /^Accept/ }).click();
    await expect(terms).toBeHidden();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(site.accountButton).toBeVisible();
    await expect(terms).toBeHidden();
  });
});
