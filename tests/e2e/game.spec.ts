import { expect, test } from './fixtures/test.ts';
import { shellProps } from './fixtures/brands.ts';
import { catalogueOf } from './fixtures/catalogue.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';

test.describe('a game', () => {
  test('asks a logged-out visitor to log in, then launches and closes', async ({ page, request, baseURL, brand, visitFrom }) => {
    await visitFrom('CAN');
    const [first] = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const player = await createPlayer(request, baseURL!, { countryIso2: 'CA', currencyIsoCode: 'CAD' });
    const site = new Site(page);
    await site.open(`/game/${first!.GameGroupId}`);
    await clickUntil(page.getByRole('button', { name: 'Log in to play' }), () =>
      expect(site.loginDialog).toBeVisible({ timeout: 1000 }),
    );
    await site.submitLogin(player.username, player.password);
    const game = page.frameLocator(`iframe[title="${first!.Name}"]`);
    await expect(page.locator(`iframe[title="${first!.Name}"]`)).toHaveAttribute('src', /LaunchToken=/);
    await expect(game.getByRole('button', { name: /spin/i })).toBeVisible();
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(page.locator(`iframe[title="${first!.Name}"]`)).toHaveCount(0);
  });

  test('that does not exist says so', async ({ page }) => {
    const site = new Site(page);
    await site.open('/game/999999999');
    await expect(page.getByText('404: Game Not Found')).toBeVisible();
  });

  test('page has no serious accessibility violation', async ({ page, request, baseURL, brand, seriousViolations, visitFrom }) => {
    await visitFrom('CAN');
    const [first] = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const site = new Site(page);
    await site.open(`/game/${first!.GameGroupId}`);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe('a player from a country the brand does not serve', () => {
  test('is told so after logging in', async ({ page, request, baseURL, brand }) => {
    const restricted = shellProps<{ title: string }>(brand, 'restrictedCountry');
    const player = await createPlayer(request, baseURL!, { countryIso2: 'US', currencyIsoCode: 'USD' });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await expect(page.getByRole('heading', { name: restricted.title })).toBeVisible();
  });
});
