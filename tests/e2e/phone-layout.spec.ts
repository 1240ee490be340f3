import { blogPostOf, shellProps } from './fixtures/brands.ts';
import { coveredControls, gamesOnOneScreen, heartOverlaps, PHONE_SCREENS, settle, smallTargets } from './fixtures/layout.ts';
import { playerOf, servedMarketOf } from './fixtures/markets.ts';
import { createPlayer } from './fixtures/players.ts';
import { firstGameFor, loginThroughApi } from './fixtures/protection.ts';
import { Site } from './fixtures/site.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures/test.ts';

/** The screens the controls are checked on beyond the phones: a tablet and a laptop. */
const WIDER_SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];

/** The page kinds a player scrolls through besides the lobby. */
const PAGE_KINDS = ['game page', 'promotions', 'blog post'] as const;

/** Scrolls a page from top to bottom, most of a screen at a time, collecting what covers a control on the way. */
async function coveredWhileScrolling(page: Page) {
  await page.evaluate(() => scrollTo(0, 0));
  await settle(page);
  const covered = await coveredControls(page);
  for (let step = 0; step < 12; step++) {
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.7));
      return scrollY !== before;
    });
    if (!moved) break;
    await settle(page);
    covered.push(...(await coveredControls(page)));
  }
  return covered;
}

/** A new player of the brand's served market, logged in on the device's casino, visiting from that market. */
async function logInFromServedMarket(
  {
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }: { page: Page; request: APIRequestContext; baseURL: string; brand: string; visitFrom: (iso3: string) => Promise<void> },
  device: 'mobile' | 'desktop',
) {
  const market = servedMarketOf(brand);
  await visitFrom(market.visitFrom);
  const player = await createPlayer(request, baseURL, playerOf(market));
  const { casinoId, mobileCasinoId } = market.manifest;
  await loginThroughApi(page, request, baseURL, { ...player, casinoId: device === 'mobile' ? mobileCasinoId : casinoId });
}

test.describe('the lobby and its pages on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone screens are checked once per brand, in its phone project');
  // Each test walks whole pages at three screen sizes, or runs axe four times: three times the usual time.
  test.slow();

  test.beforeEach(async ({ page, request, baseURL, brand, visitFrom }) => {
    // The prompts that ask once are answered: the controls that stay on the screen are what is checked.
    await page.addInitScript(() => {
      // Documents without storage (robots.txt, where the session is seeded) have nothing to remember.
      try {
        localStorage.setItem('appDownloadPromptDismissed', 'true');
      } catch {
        // Nothing to dismiss there.
      }
    });
    await logInFromServedMarket({ page, request, baseURL: baseURL!, brand, visitFrom }, 'mobile');
  });

  async function openLobby(page: Page, brand: string) {
    const site = new Site(page);
    await site.open('/');
    const consent = page.getByRole('region', { name: 'Cookie consent' });
    // Tapped, as a finger does: a mouse's click would leave the page hovering where the mouse is, not where taps land.
    await consent.getByRole('button', { name: 'Accept all' }).tap();
    await expect(consent).toBeHidden();
    // Logged in: the quests launcher joins help and chat in the dock.
    const quests = shellProps<{ title: string }>(brand, 'questsPanel').title;
    await expect(page.locator('[data-dock]').getByRole('button', { name: new RegExp(`^${quests}`) })).toBeVisible();
    await expect(page.locator('main [role="group"] article').first()).toBeVisible();
    return site;
  }

  for (const screen of PHONE_SCREENS) {
    test(`shows three columns, nine whole games or more, and covers no control at ${screen.width} × ${screen.height}`, async ({
      page,
      brand,
    }, testInfo) => {
      await page.setViewportSize(screen);
      const site = await openLobby(page, brand);
      // Balance and session time stay in view in the header (UK Gambling Commission).
      await expect(site.header.locator('p').filter({ hasText: 'Balance' })).toBeInViewport();
      await expect(site.header.getByRole('timer')).toBeInViewport();

      const { columns, whole } = await gamesOnOneScreen(page);
      await page.screenshot({ path: testInfo.outputPath(`lobby-${screen.width}.png`) });
      expect(columns).toBe(3);
      expect(whole).toBeGreaterThanOrEqual(9);
      // The categories and search stay in reach while the games scroll.
      await expect(page.locator('main nav').first()).toBeInViewport();

      expect(await coveredWhileScrolling(page)).toEqual([]);
      expect(await heartOverlaps(page)).toEqual([]);
      expect(await smallTargets(page, { phone: true })).toEqual([]);
    });
  }

  test('leaves a card where it was when its heart is tapped', async ({ page, brand }) => {
    await openLobby(page, brand);
    const card = page.locator('main [role="group"] article').first();
    const heart = card.getByRole('button', { name: /^Favourite: / });
    const drawn = () => card.evaluate((element) => getComputedStyle(element).transform);
    const before = await drawn();
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A finger leaves what it tapped hovered: a hover style would lift the card and keep it lifted.
    await expect.poll(() => card.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await drawn()).toBe(before);
  });

  test('keeps the skip link first and every dialog of the lobby accessible', async ({ page, brand, seriousViolations }) => {
    await page.setViewportSize(PHONE_SCREENS[0]!);
    await openLobby(page, brand);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Skip to content|跳到主要内容/);
    expect(await seriousViolations()).toEqual([]);

    const dock = page.locator('[data-dock]');
    for (const launcher of await dock.getByRole('button').all()) {
      const label = (await launcher.textContent())!.trim();
      await launcher.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The lobby behind it was checked above: each dialog is checked on its own.
      expect(await seriousViolations('[role="dialog"]'), `with "${label}" open`).toEqual([]);
      await dialog.getByRole('button', { name: /close/i }).first().click();
      await expect(dialog).toBeHidden();
    }
  });

  for (const kind of PAGE_KINDS) {
    test(`covers no control and keeps its targets large on the ${kind}`, async ({
      page,
      request,
      baseURL,
      brand,
      seriousViolations,
    }) => {
      const market = servedMarketOf(brand);
      const path =
        kind === 'game page'
          ? `/game/${(await firstGameFor(request, baseURL!, brand, market.visitFrom)).GameGroupId}`
          : kind === 'promotions'
            ? '/promotions'
            : blogPostOf(brand);
      await openLobby(page, brand);
      await new Site(page).open(path);
      for (const screen of PHONE_SCREENS) {
        await page.setViewportSize(screen);
        expect(await coveredWhileScrolling(page), `at ${screen.width} px`).toEqual([]);
        expect(await smallTargets(page, { phone: true }), `at ${screen.width} px`).toEqual([]);
      }
      expect(await seriousViolations()).toEqual([]);
    });
  }
});

test.describe('the lobby on tablets and laptops', () => {
  test.skip(({ isMobile }) => isMobile, 'wider screens are checked in the desktop project');
  test.slow();

  test('covers no control at 768 and 1280 pixels wide, and shows four columns or more', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }) => {
    await logInFromServedMarket({ page, request, baseURL: baseURL!, brand, visitFrom }, 'desktop');
    await new Site(page).open('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page.locator('main [role="group"] article').first()).toBeVisible();
    for (const screen of WIDER_SCREENS) {
      await page.setViewportSize(screen);
      const { columns } = await gamesOnOneScreen(page);
      expect(columns, `at ${screen.width} px`).toBeGreaterThanOrEqual(4);
      expect(await coveredWhileScrolling(page), `at ${screen.width} px`).toEqual([]);
      expect(await heartOverlaps(page), `at ${screen.width} px`).toEqual([]);
      expect(await smallTargets(page, { phone: false }), `at ${screen.width} px`).toEqual([]);
    }
  });
});

test.describe('what a visitor opens before logging in', () => {
  test('the login dialog and the not-found page pass WCAG 2.2 AA', async ({
    page,
    brand,
    visitFrom,
    seriousViolations,
    allowConsoleErrors,
  }) => {
    await visitFrom(servedMarketOf(brand).visitFrom);
    const site = new Site(page);
    await site.open('/');
    await site.openLogin();
    // The lobby behind it is checked in lobby.spec.ts: the dialog is checked on its own.
    expect(await seriousViolations('[role="dialog"]'), 'with the login dialog open').toEqual([]);

    allowConsoleErrors(/404/);
    await site.open('/no-such-table');
    expect(await seriousViolations(), 'on the not-found page').toEqual([]);
  });
});

test.describe('the blog on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the blog is checked once per brand, in its phone project');

  test('holds the place of its categories and posts, and shows the current category', async ({ page }) => {
    // Every layout shift of the page, from its first paint on (the posts and tabs come after hydration).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The blog's content comes after the page is interactive, as on a slow phone network.
    let interactive = Promise.resolve();
    await page.route('**/api/content/nodes/**', async (route) => {
      await interactive;
      await route.continue();
    });
    const site = new Site(page);
    const openWithLateContent = async (path: string) => {
      let release = () => {};
      interactive = new Promise<void>((resolve) => (release = resolve));
      await site.open(path);
      release();
    };
    await openWithLateContent('/blog');
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    const tabs = categories.getByRole('link');
    await expect(tabs.first()).toBeVisible();
    // A post's date: the posts are in.
    await expect(page.getByRole('main').locator('time').first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThan(2);
    // Google's "good" cumulative layout shift is 0.1; a page whose loading rows keep their place stays near 0.
    const shifted = () =>
      page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
    expect(await shifted()).toBeLessThanOrEqual(0.02);

    // The last category's page: its tab may lie past the screen's edge in the row, which is scrolled to centre it.
    const last = (await tabs.last().getAttribute('href'))!;
    await openWithLateContent(last);
    await expect(categories.locator('a[aria-current="page"]')).toHaveAttribute('href', last);
    await expect(categories.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    expect(await shifted()).toBeLessThanOrEqual(0.02);
  });
});
