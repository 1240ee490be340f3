import { expect, test } from './fixtures/test.ts';
import { catalogueOf } from './fixtures/catalogue.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { playerOf, servedMarketOf } from './fixtures/markets.ts';

test.beforeEach(async ({ brand, visitFrom }) => {
  // From a country the brand serves, so every brand shows its games.
  await visitFrom(servedMarketOf(brand).visitFrom);
});

test.describe('the lobby', () => {
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, 'how a failed read shows is the same on every screen: checked on the phone');

    test('says so when the games cannot be read, after trying again', async ({ page }) => {
      // The catalogue is read in a worker; its failures reach the lobby as any other call's would,
      // after the API's retries (SPEC §9) and the query's: about a minute of backoff by design, which
      // ran past 60 s with a core busy (the worker's timers are not the page clock's).
      test.setTimeout(150_000);
      let asked = 0;
      await page.route(/\/api\/games\/\d+\/search/, (route) => {
        asked += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"message":"down"}' });
      });
      await new Site(page).open('/');
      await expect(page.getByRole('alert').filter({ hasText: 'Games could not be loaded' }).first()).toBeVisible({
        timeout: 120_000,
      });
      expect(asked).toBeGreaterThanOrEqual(3);
    });
  });

  test('picks a category and its first sub-category, then another sub-category', async ({ page, request, baseURL, brand }) => {
    const categories = await catalogueOf(request, baseURL!, brand);
    const second = categories[1] as unknown as { Name: string; SubCategories: { Name: string }[] };
    const site = new Site(page);
    await site.open('/');
    const tabs = page.getByRole('tablist', { name: 'Categories' });
    await clickUntil(tabs.getByRole('tab', { name: second.Name }), () =>
      expect(tabs.getByRole('tab', { name: second.Name })).toHaveAttribute('aria-selected', 'true', { timeout: 1000 }),
    );
    const chips = page.getByRole('group', { name: 'Sub-categories' });
    await expect(chips.getByRole('button', { name: second.SubCategories[0]!.Name })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: second.SubCategories[1]!.Name }).click();
    await expect(chips.getByRole('button', { name: second.SubCategories[1]!.Name })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: second.SubCategories[0]!.Name })).toHaveAttribute('aria-pressed', 'false');
  });

  test('searches game names after more than two letters, and clears the text when search is closed', async ({
    page,
    request,
    baseURL,
    brand,
  }) => {
    const games = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const target = games[17]!;
    const word = target.Name.split(' ').find((part) => part.length > 4) ?? target.Name;
    const site = new Site(page);
    await site.open('/');
    await page.getByRole('button', { name: 'Search games' }).click();
    const box = page
      .getByRole('searchbox', { name: 'Search games by name' })
      .or(page.getByRole('textbox', { name: 'Search games by name' }));
    await box.fill(word.slice(0, 2).toUpperCase());
    await expect(page.getByText(/Results for/)).toHaveCount(0);
    await box.fill(word.toUpperCase());
    await expect(page.getByText(`Results for “${word.toUpperCase()}”`)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(target.Name) }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Search games' }).click();
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(box).toHaveValue('');
  });

  test('keeps favourites and recently played across a reload', async ({ page, request, baseURL, brand, logInThroughApi }) => {
    const games = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
    const played = games[3]!;
    const player = await createPlayer(request, baseURL!, playerOf(servedMarketOf(brand)));
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();
    const heart = page.getByRole('button', { name: `Favourite: ${games[0]!.Name}` }).first();
    // The heart fills at once; the platform has the favourite once its call is answered. Leaving the
    // page before then (a full page load) would cancel the call.
    const saved = page.waitForResponse((response) => /\/favourites\/\d+\/add$/.test(new URL(response.url()).pathname));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await site.open(`/game/${played.GameGroupId}`);
    await expect(page.locator(`iframe[title="${played.Name}"]`)).toBeVisible();
    await site.open('/');
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'My Games' }).click();
    await expect(page.getByRole('link', { name: new RegExp(games[0]!.Name) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(played.Name) }).first()).toBeVisible();
    await page.reload();
    await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: 'My Games' }).click();
    await expect(page.getByRole('link', { name: new RegExp(played.Name) }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Favourite: ${games[0]!.Name}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
