import type { APIRequestContext, Locator } from '@playwright/test';
import { pageOf, shellProps } from './fixtures/brands.ts';
import { catalogueOf } from './fixtures/catalogue.ts';
import { PHONE_SCREENS, PHONE_SCREENS_LANDSCAPE } from './fixtures/layout.ts';
import { marketHasRule, playerOf, servedMarketOf } from './fixtures/markets.ts';
import { createPlayer } from './fixtures/players.ts';
import { firstGameFor } from './fixtures/protection.ts';
import { installClock, stayActive } from './fixtures/session-clock.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { expect, test, type Page } from './fixtures/test.ts';

/** The share of the screen the game's frame must cover on a phone, either way up. */
const FRAME_SHARE = 0.85;

test.skip(({ isMobile }) => !isMobile, 'the game fills the screen on phones: checked in each brand’s phone project');

/** What reaches the platform and the frame while the test runs: launch calls and loads of the game's document. */
function countLaunches(page: Page) {
  const counts = { launchCalls: 0, frameLoads: 0 };
  page.on('request', (sent) => {
    if (/\/api\/games\/launch\//.test(sent.url())) counts.launchCalls++;
    // A load of the frame's document (the platform's redirect from the launch URL to the game is part of it).
    if (sent.isNavigationRequest() && sent.frame() !== page.mainFrame() && !sent.redirectedFrom()) counts.frameLoads++;
  });
  return counts;
}

/** A new player of the brand's served market, logged in through the API, and the market's first game. */
async function playerWithGame({
  request,
  baseURL,
  brand,
  visitFrom,
  logInThroughApi,
}: {
  request: APIRequestContext;
  baseURL: string | undefined;
  brand: string;
  visitFrom: (iso3: string) => Promise<void>;
  logInThroughApi: (player: { username: string; password: string }) => Promise<void>;
}) {
  const market = servedMarketOf(brand);
  await visitFrom(market.visitFrom);
  await logInThroughApi(await createPlayer(request, baseURL!, playerOf(market)));
  return firstGameFor(request, baseURL!, brand, market.visitFrom);
}

/** A visitor from the brand's served market, and the market's first game. */
async function visitorWithGame({
  request,
  baseURL,
  brand,
  visitFrom,
}: {
  request: APIRequestContext;
  baseURL: string | undefined;
  brand: string;
  visitFrom: (iso3: string) => Promise<void>;
}) {
  await visitFrom(servedMarketOf(brand).visitFrom);
  const [game] = (await catalogueOf(request, baseURL!, brand)).flatMap((category) => category.Games);
  return game!;
}

async function answerCookies(page: Page, answer: 'Accept all' | 'Reject all' = 'Accept all') {
  const button = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: answer });
  await clickUntil(button, () => expect(button).toBeHidden({ timeout: 2000 }));
}

/** The share of the screen `target` covers, and the sampled points inside it where something else is on top. */
async function coverage(page: Page, target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const share = (box.width * box.height) / (innerWidth * innerHeight);
    const coveredAt: string[] = [];
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98])
      for (const fy of [0.02, 0.25, 0.5, 0.75, 0.98]) {
        const [x, y] = [box.left + box.width * fx, box.top + box.height * fy];
        const top = document.elementFromPoint(x, y);
        if (top !== element && !element.contains(top))
          coveredAt.push(`${Math.round(x)},${Math.round(y)}: ${top?.outerHTML.slice(0, 80)}`);
      }
    return { share, coveredAt };
  });
}

test.describe('a game on a phone', () => {
  test('fills the screen upright and on its side, with time and balance in view and one launch', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
    logInThroughApi,
  }) => {
    const game = await playerWithGame({ request, baseURL, brand, visitFrom, logInThroughApi });
    const counts = countLaunches(page);
    await page.setViewportSize(PHONE_SCREENS[1]!);
    await new Site(page).open(`/game/${game.GameGroupId}`);
    await answerCookies(page);
    const frame = page.locator(`iframe[title="${game.Name}"]`);
    await expect(frame).toHaveAttribute('src', /LaunchToken=/);
    await expect(page.frameLocator(`iframe[title="${game.Name}"]`).getByRole('button', { name: /spin/i })).toBeVisible();
    const bar = page.getByRole('toolbar', { name: game.Name });
    // A market whose rulebook asks for them has the time since the game opened and the net position beside it too.
    const inPlay = marketHasRule(servedMarketOf(brand).manifest, 'netPositionInPlay');

    for (const screen of [...PHONE_SCREENS, ...PHONE_SCREENS_LANDSCAPE]) {
      const at = `at ${screen.width} × ${screen.height}`;
      await page.setViewportSize(screen);
      await expect.poll(() => coverage(page, frame), at).toEqual({ share: expect.any(Number), coveredAt: [] });
      expect((await coverage(page, frame)).share, at).toBeGreaterThanOrEqual(FRAME_SHARE);
      // UK Gambling Commission: the session time and the balance stay in view while playing.
      await expect(bar.getByRole('timer'), at).toBeInViewport({ ratio: 1 });
      await expect(bar.getByText('Balance'), at).toBeInViewport({ ratio: 1 });
      if (inPlay) await expect(bar.getByText('Net', { exact: true }), at).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('button', { name: 'Deposit' }), at).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('button', { name: 'Close game' }), at).toBeInViewport({ ratio: 1 });
      const { width, height } = (await bar.boundingBox())!;
      if (screen.height > screen.width) expect(height, `the bar's height ${at}`).toBeLessThanOrEqual(48);
      else expect(width, `the strip's width ${at}`).toBeLessThanOrEqual(0.1 * screen.width);
      // The site's header, navigation and dock have left the screen.
      await expect(page.getByRole('banner'), at).toBeHidden();
      await expect(page.locator('[data-dock]'), at).toBeHidden();
    }
    // Turned back upright: the same game session, launched once and loaded once.
    await page.setViewportSize(PHONE_SCREENS[1]!);
    await expect(frame).toBeInViewport({ ratio: 1 });
    expect(counts).toEqual({ launchCalls: 1, frameLoads: 1 });

    // Full screen where the browser has it: the whole page, so prompts still open over the game. Upright,
    // a bar with the net position keeps it in the game menu, for room.
    const press = async (name: string) => {
      if (!inPlay) return bar.getByRole('button', { name }).click();
      await bar.getByRole('button', { name: 'Game menu' }).click();
      await page.getByRole('dialog', { name: 'Game menu' }).getByRole('button', { name }).click();
    };
    await press('Full screen');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('HTML');
    await press('Leave full screen');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(counts).toEqual({ launchCalls: 1, frameLoads: 1 });
  });

  test('keeps the menu, Deposit and the lists of the side panel in the bar', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
    logInThroughApi,
  }) => {
    const game = await playerWithGame({ request, baseURL, brand, visitFrom, logInThroughApi });
    await page.setViewportSize(PHONE_SCREENS[0]!);
    await new Site(page).open(`/game/${game.GameGroupId}`);
    await answerCookies(page);
    await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveAttribute('src', /LaunchToken=/);
    const bar = page.getByRole('toolbar', { name: game.Name });

    await bar.getByRole('button', { name: 'Game menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Game menu' });
    await expect(menu.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/');
    for (const tab of ['Favourite', 'Recently Played', 'More Games'])
      await expect(menu.getByRole('tab', { name: tab })).toBeVisible();
    await menu.getByRole('tab', { name: 'More Games' }).click();
    await expect(
      menu
        .getByRole('link')
        .filter({ hasNot: page.getByText('Lobby') })
        .first(),
    ).toHaveAttribute('href', /^\/game\/\d+$/);
    // Banking from the menu: the menu closes, the cashier opens over the game, counted as the spec's key event.
    await menu.getByRole('button', { name: 'Banking' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTitle('Cashier')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toContain('"banking_launch_click"');
  });

  test('goes back to the lobby as the player left it', async ({ page, request, baseURL, brand, visitFrom, logInThroughApi }) => {
    await playerWithGame({ request, baseURL, brand, visitFrom, logInThroughApi });
    const [, second] = (await catalogueOf(request, baseURL!, brand)) as unknown as {
      Name: string;
      SubCategories: { Name: string }[];
    }[];
    await page.setViewportSize(PHONE_SCREENS[1]!);
    const site = new Site(page);
    await site.open('/');
    await answerCookies(page);
    const tabs = page.getByRole('tablist', { name: 'Categories' });
    await clickUntil(tabs.getByRole('tab', { name: second!.Name }), () =>
      expect(tabs.getByRole('tab', { name: second!.Name })).toHaveAttribute('aria-selected', 'true', { timeout: 1000 }),
    );
    const chips = page.getByRole('group', { name: 'Sub-categories' });
    const chip = chips.getByRole('button', { name: second!.SubCategories.at(-1)!.Name });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => scrollBy(0, innerHeight));
    // Where the lobby stands when the player taps a game (the tap itself may bring the card into view).
    await page.evaluate(() =>
      addEventListener('pointerdown', () => Object.assign(window, { scrolledAtTap: scrollY }), { capture: true, once: true }),
    );
    await page.locator('main [role="group"] article a[href^="/game/"]').nth(4).click();
    await expect(page).toHaveURL(/\/game\/\d+$/);
    // The game page's data, its code and the launch come one after another in the lobby's tab.
    await expect(page.locator('iframe[src*="LaunchToken="]')).toBeVisible({ timeout: 20_000 });

    await page.goBack();
    await expect(page).toHaveURL(new URL('/', baseURL).href);
    await expect(tabs.getByRole('tab', { name: second!.Name })).toHaveAttribute('aria-selected', 'true');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const scrolledAtTap = await page.evaluate(() => (window as unknown as { scrolledAtTap: number }).scrolledAtTap);
    expect(scrolledAtTap).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(scrolledAtTap));
  });

  test('opens the reality check over the game, which plays on unreloaded', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
    allowConsoleErrors,
    logInThroughApi,
  }) => {
    const interval = shellProps<{ intervalMinutes?: number }>(brand, 'playerSessionReminder').intervalMinutes ?? 60;
    await installClock(page, allowConsoleErrors);
    const game = await playerWithGame({ request, baseURL, brand, visitFrom, logInThroughApi });
    const counts = countLaunches(page);
    await page.setViewportSize(PHONE_SCREENS_LANDSCAPE[1]!);
    await new Site(page).open(`/game/${game.GameGroupId}`);
    // Telemetry stays off: its uploads would time out on the page's fast-forwarded clock.
    await answerCookies(page, 'Reject all');
    const frame = page.locator(`iframe[title="${game.Name}"]`);
    await expect(frame).toHaveAttribute('src', /LaunchToken=/);
    const box = await frame.boundingBox();

    await stayActive(page, interval);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    // On top of the game: the dialog is what a tap at its centre reaches.
    expect(
      await check.evaluate((dialog) => {
        const { left, top, width, height } = dialog.getBoundingClientRect();
        return dialog.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);
    expect(await frame.boundingBox()).toEqual(box);
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    expect(await frame.boundingBox()).toEqual(box);
    expect(counts).toEqual({ launchCalls: 1, frameLoads: 1 });
  });

  test('loads nothing for the sections the game covers, until they show on a larger screen', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }) => {
    const market = servedMarketOf(brand);
    const covered = pageOf(brand, '/game/{id}', market.name)?.components.map((component) => component.alias) ?? [];
    test.skip(!covered.includes('jackpotTicker'), `${brand}'s game page has no jackpot ticker under the game`);
    const game = await visitorWithGame({ request, baseURL, brand, visitFrom });
    const jackpotCalls: string[] = [];
    const otherGamesPictures: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (/^\/api\/games\/(progressive)?jackpots$/.test(url.pathname)) jackpotCalls.push(url.pathname);
      const picture = url.pathname === '/api/images' ? (url.searchParams.get('src') ?? '') : '';
      if (picture.includes('/thumbnails/') && !picture.includes(`/${game.GameGroupId}.`)) otherGamesPictures.push(picture);
    });
    const site = new Site(page);
    await page.setViewportSize(PHONE_SCREENS[1]!);
    await site.open(`/game/${game.GameGroupId}`);
    // The game's part is working: its button opens the login window.
    await clickUntil(page.getByRole('button', { name: 'Log in to play' }), () =>
      expect(site.loginDialog).toBeVisible({ timeout: 1000 }),
    );
    expect({ jackpotCalls, otherGamesPictures }).toEqual({ jackpotCalls: [], otherGamesPictures: [] });
    await page.keyboard.press('Escape');
    await expect(site.loginDialog).toBeHidden();
    // On a larger screen the sections under the game show, and work: the jackpots are asked for.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => jackpotCalls.length).toBeGreaterThan(0);
  });

  test('shows a visitor the way to log in, in the same layout, then launches the game and closes it', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }) => {
    const game = await visitorWithGame({ request, baseURL, brand, visitFrom });
    const site = new Site(page);
    await page.setViewportSize(PHONE_SCREENS[1]!);
    await site.open(`/game/${game.GameGroupId}`);
    await answerCookies(page);
    for (const screen of [PHONE_SCREENS[1]!, PHONE_SCREENS_LANDSCAPE[1]!]) {
      await page.setViewportSize(screen);
      const state = page.getByRole('region', { name: game.Name });
      const at = `at ${screen.width} × ${screen.height}`;
      expect((await coverage(page, state)).share, at).toBeGreaterThanOrEqual(FRAME_SHARE);
      await expect(page.getByRole('banner'), at).toBeHidden();
      await expect(
        page.getByRole('toolbar', { name: game.Name }).getByRole('button', { name: 'Close game' }),
        at,
      ).toBeInViewport();
    }
    await clickUntil(page.getByRole('button', { name: 'Log in to play' }), () =>
      expect(site.loginDialog).toBeVisible({ timeout: 1000 }),
    );
    const player = await createPlayer(request, baseURL!, playerOf(servedMarketOf(brand)));
    await site.submitLogin(player.username, player.password);
    const frame = page.locator(`iframe[title="${game.Name}"]`);
    await expect(frame).toHaveAttribute('src', /LaunchToken=/);
    await expect(page.frameLocator(`iframe[title="${game.Name}"]`).getByRole('button', { name: /spin/i })).toBeVisible();
    await page.getByRole('toolbar', { name: game.Name }).getByRole('button', { name: 'Close game' }).click();
    await expect(frame).toHaveCount(0);
  });
});
