import { expect, fromServedCountry, test, desktopOnly } from './fixtures/test.ts';
import { contentPagesOf, manifestOf, shellProps } from './fixtures/brands.ts';
import { catalogueOf, gameIdsNotIn } from './fixtures/catalogue.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { playerOf, servedMarketOf, unservedCountryOf } from './fixtures/markets.ts';

// A game on a phone has its own spec, and phone-layout.spec.ts runs axe on the game page at phone sizes.
desktopOnly('game-phone.spec.ts');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('a game', () => {
  test('asks a logged-out visitor to log in, then launches and closes', async ({ page, request, baseURL, brand, visitFrom }) => {
    await visitFrom(servedMarketOf(brand).visitFrom);
    const [first] = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const player = await createPlayer(request, baseURL!, playerOf(servedMarketOf(brand)));
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

  test('that does not exist answers 404, titled so, when opened and when navigated to', async ({
    page,
    request,
    baseURL,
    brand,
    allowConsoleErrors,
    visitFrom,
  }) => {
    allowConsoleErrors(/404/);
    await visitFrom(servedMarketOf(brand).visitFrom);
    // Two games the catalogue this visitor sees does not list: one opened, one navigated to.
    const [opened, navigatedTo] = gameIdsNotIn(await catalogueOf(request, baseURL!, brand), 2);
    const title = new RegExp(`^404: Game Not Found${escapeRegExp(manifestOf(brand).meta.titleSuffix)}$`);
    const site = new Site(page);
    const response = await site.open(`/game/${opened}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: '404: Game Not Found' })).toBeVisible();

    await site.open(contentPagesOf(brand)[0]!);
    await expect(page).not.toHaveTitle(title);
    // In the page, as a link in it would: the router fetches the page's data, no document is loaded.
    await page.evaluate(
      (to) =>
        (window as unknown as { __TSR_ROUTER__: { navigate(to: { to: string }): Promise<void> } }).__TSR_ROUTER__.navigate({
          to,
        }),
      `/game/${navigatedTo}`,
    );
    await expect(page).toHaveURL(new RegExp(`/game/${navigatedTo}$`));
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: '404: Game Not Found' })).toBeVisible();
  });

  test('page has no serious accessibility violation', async ({ page, request, baseURL, brand, seriousViolations, visitFrom }) => {
    await visitFrom(servedMarketOf(brand).visitFrom);
    const [first] = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const site = new Site(page);
    await site.open(`/game/${first!.GameGroupId}`);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe('a player from a country the brand does not serve', () => {
  test('is told so after logging in', async ({ page, request, baseURL, brand, visitFrom }) => {
    await fromServedCountry({ brand, visitFrom });
    const unserved = unservedCountryOf(brand);
    test.skip(!unserved, `${brand} restricts no country`);
    const restricted = shellProps<{ title: string }>(brand, 'restrictedCountry');
    const player = await createPlayer(request, baseURL!, { ...playerOf(servedMarketOf(brand)), countryIso2: unserved!.iso2 });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await expect(page.getByRole('heading', { name: restricted.title })).toBeVisible();
  });
});
