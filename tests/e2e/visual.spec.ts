import { blogPostOf } from './fixtures/brands.ts';
import { PHONE_SCREENS, PHONE_SCREENS_LANDSCAPE } from './fixtures/layout.ts';
import { homeMarketOf, playerOf } from './fixtures/markets.ts';
import { createPlayer } from './fixtures/players.ts';
import { firstGameFor, loginThroughApi } from './fixtures/protection.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { expect, test, type Page } from './fixtures/test.ts';

/**
 * What each page kind looks like, per brand, on a phone and on a desktop: the first screen a
 * logged-out visitor from the brand's home market sees. The pictures in visual.spec.ts-snapshots/ are
 * the reference every style change is held to; they change only on purpose, with
 * `npx playwright test --config tests/e2e/playwright.config.ts visual --update-snapshots`.
 *
 * What moves by itself is held still or hidden: animations and carets (Playwright's options), and
 * what components mark `data-live` (jackpot amounts that count up, drop times, the latest winners).
 */
const LIVE = '[data-live]';

/** Up to 1 % of a screen's pixels may differ (anti-aliasing of text between runs), each by a small amount. */
const LIKENESS = { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Opens a page with the cookie notice answered, so the page itself is what the picture shows. */
async function openAnswered(page: Page, path: string) {
  const site = new Site(page);
  const response = await site.open(path);
  const reject = page.getByRole('button', { name: 'Reject all' });
  await clickUntil(reject, () => expect(reject).toBeHidden({ timeout: 2000 }));
  return { site, response };
}

/** `onScreenOnly`: a game fills a phone's screen; what moves behind it is hidden and needs no mask. */
async function looksAsBefore(page: Page, name: string, { onScreenOnly = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete || image.loading === 'lazy')))
    .toBe(true);
  const live = onScreenOnly ? page.locator(LIVE).filter({ visible: true }) : page.locator(LIVE);
  await expect(page).toHaveScreenshot(`${name}.png`, { ...LIKENESS, mask: [live] });
}

test.describe('what each page looks like', () => {
  test.beforeEach(async ({ brand, visitFrom }) => {
    await visitFrom(homeMarketOf(brand).visitFrom);
  });

  test('the lobby, and the lobby with the login dialog open', async ({ page }) => {
    const { site } = await openAnswered(page, '/');
    await looksAsBefore(page, 'lobby');
    await site.openLogin();
    await looksAsBefore(page, 'login-dialog');
  });

  test('a game page', async ({ page, request, baseURL, brand }) => {
    const game = await firstGameFor(request, baseURL!, brand, homeMarketOf(brand).visitFrom);
    await openAnswered(page, `/game/${game.GameGroupId}`);
    await looksAsBefore(page, 'game', { onScreenOnly: true });
  });

  test('a game played on a phone, upright and on its side', async ({ page, request, baseURL, brand, isMobile }) => {
    test.skip(!isMobile, 'the game fills the screen on phones only');
    const market = homeMarketOf(brand);
    const player = await createPlayer(request, baseURL!, playerOf(market));
    await loginThroughApi(page, request, baseURL!, { ...player, casinoId: market.manifest.mobileCasinoId });
    const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
    await page.setViewportSize(PHONE_SCREENS[1]!);
    await openAnswered(page, `/game/${game.GameGroupId}`);
    await expect(page.frameLocator(`iframe[title="${game.Name}"]`).getByRole('button', { name: /spin/i })).toBeVisible();
    await looksAsBefore(page, 'game-played-upright', { onScreenOnly: true });
    await page.setViewportSize(PHONE_SCREENS_LANDSCAPE[1]!);
    await looksAsBefore(page, 'game-played-on-its-side', { onScreenOnly: true });
  });

  test('the promotions page', async ({ page }) => {
    await openAnswered(page, '/promotions');
    await looksAsBefore(page, 'promotions');
  });

  test('a blog post', async ({ page, brand }) => {
    await openAnswered(page, blogPostOf(brand));
    await looksAsBefore(page, 'blog-post');
  });

  test('the not-found page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/404/);
    expect((await openAnswered(page, '/no-such-page')).response?.status()).toBe(404);
    await looksAsBefore(page, 'not-found');
  });
});
