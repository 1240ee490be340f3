import { expect, test, type Page } from './fixtures/test.ts';
import { brandNames, shellProps } from './fixtures/brands.ts';
import { createPlayer } from './fixtures/players.ts';
import { firstGameFor } from './fixtures/protection.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { DEFAULT_COUNTRY_ISO3, servedMarketOf, servesDefaultCountry } from './fixtures/markets.ts';

/**
 * The sandbox's seeded players (docs/qa.md "Seeded players"), as a tester meets them, on every brand.
 * Two brands allow one session per player, so a login elsewhere ends the last one: each journey
 * visits every brand in turn, in one project; journeys of different players run side by side.
 */
const SEEDED_PASSWORD = 'Croupier2026!';
const BRANDS = brandNames();

test.beforeEach(({ brand }, testInfo) => {
  test.skip(brand !== BRANDS[0] || testInfo.project.name.endsWith('mobile'), 'one project visits every brand');
  test.setTimeout(BRANDS.length * 45_000);
});

/** A brand's site on the suite's port, from a country it serves (seeded players are British). */
async function visitBrand(page: Page, baseURL: string, brand: string) {
  const origin = `http://${brand}.localhost:${new URL(baseURL).port}`;
  const country = servesDefaultCountry(brand) ? DEFAULT_COUNTRY_ISO3 : servedMarketOf(brand).visitFrom;
  await page.context().addCookies([{ name: 'country', value: country, url: origin }]);
  const site = new Site(page);
  return { origin, country, site, open: (pathname: string) => site.open(`${origin}${pathname}`) };
}

const verificationPrompt = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('a[href^="mailto:"]') });
const termsDialog = (page: Page, brand: string) =>
  page.getByRole('dialog', { name: shellProps<{ title: string }>(brand, 'termsAndConditions').title });

function launchRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (sent) => void (/\/api\/games\/launch\//.test(sent.url()) && asked.push(sent.url())));
  return asked;
}

test('kycpending: the game asks for the identity being checked, no launch', async ({ page, request, baseURL }) => {
  const asked = launchRequests(page);
  for (const brand of BRANDS) {
    const { site, open, country } = await visitBrand(page, baseURL!, brand);
    const game = await firstGameFor(request, baseURL!, brand, country);
    await open(`/game/${game.GameGroupId}`);
    await clickUntil(page.getByRole('button', { name: 'Log in to play' }), () =>
      expect(site.loginDialog).toBeVisible({ timeout: 1000 }),
    );
    await site.submitLogin('kycpending', SEEDED_PASSWORD);
    await expect(verificationPrompt(page), brand).toBeVisible();
    await expect(verificationPrompt(page).getByRole('status')).toContainText('checking them');
    await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveCount(0);
    expect(asked, brand).toEqual([]);
    await page.context().clearCookies();
  }
});

test('unverified: a deposit asks for documents, the cashier stays shut', async ({ page, baseURL }) => {
  for (const brand of BRANDS) {
    const { site, open } = await visitBrand(page, baseURL!, brand);
    await open('/');
    await site.login('unverified', SEEDED_PASSWORD);
    await clickUntil(site.header.getByRole('button', { name: 'Deposit' }), () =>
      expect(verificationPrompt(page)).toBeVisible({ timeout: 1000 }),
    );
    await expect(verificationPrompt(page).getByRole('status'), brand).toContainText('Send us your documents');
    await expect(page.getByTitle('Cashier')).toHaveCount(0);
    await page.context().clearCookies();
  }
});

for (const [username, why] of [
  ['noterms', 'has never accepted the terms'],
  ['newterms', 'accepted terms that have changed since'],
] as const) {
  test(`${username}: a player who ${why} is asked at login, asked again on a deposit, and may log out instead`, async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    // A call still under way with the token the logout ended is refused: the page drops its answer.
    allowConsoleErrors(/status of 401/);
    for (const brand of BRANDS) {
      const { site, open } = await visitBrand(page, baseURL!, brand);
      const terms = termsDialog(page, brand);
      await open('/');
      await site.login(username, SEEDED_PASSWORD);
      await expect(terms, brand).toBeVisible();
      await terms.getByRole('button', { name: 'Close' }).click();
      await expect(site.accountButton).toBeVisible();
      await site.header.getByRole('button', { name: 'Deposit' }).click();
      await expect(terms).toBeVisible();
      await expect(page.getByTitle('Cashier')).toHaveCount(0);
      await terms.getByRole('button', { name: 'Log out instead' }).click();
      await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.context().clearCookies();
    }
  });
}

test('demo: plays, with the session time in the header', async ({ page, request, baseURL }) => {
  for (const brand of BRANDS) {
    const { site, open, country } = await visitBrand(page, baseURL!, brand);
    const game = await firstGameFor(request, baseURL!, brand, country);
    await open('/');
    await site.login('demo', SEEDED_PASSWORD);
    await expect(site.header.getByRole('timer')).toHaveAccessibleName('Logged in: 0 min');
    await open(`/game/${game.GameGroupId}`);
    await expect(page.locator(`iframe[title="${game.Name}"]`), brand).toHaveAttribute('src', /LaunchToken=/);
    await site.logout();
    await page.context().clearCookies();
  }
});

test('a player switched to self-excluded is logged out within one summary poll and told why', async ({
  page,
  request,
  baseURL,
  allowConsoleErrors,
}) => {
  // The ended session's token is refused (401), and so is the excluded player's next login (403).
  allowConsoleErrors(/status of 40[13]/);
  await page.clock.install();
  const sandbox = `http://127.0.0.1:${new URL(baseURL!).port}/sandbox`;
  for (const brand of BRANDS) {
    const { site, open } = await visitBrand(page, baseURL!, brand);
    const player = await createPlayer(request, baseURL!);
    await open('/');
    await site.login(player.username, player.password);
    const excluded = await request.post(`${sandbox}/players/${player.username}/status`, { data: { accountStatusId: 7 } });
    expect(excluded.status()).toBe(200);
    await page.clock.fastForward(60_000);
    const notice = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(notice, brand).toBeVisible();
    await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await notice.getByRole('button', { name: 'Log in again' }).click();
    await site.submitLogin(player.username, player.password);
    await expect(site.loginDialog.getByRole('alert')).toBeVisible();
    await page.context().clearCookies();
  }
});
