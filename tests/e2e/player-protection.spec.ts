import { expect, fromServedCountry, test, type Page, sameOnEveryScreen } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { allMarketNames, firstGameFor, loginThroughApi, marketsOf } from './fixtures/protection.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { shellProps } from './fixtures/brands.ts';
import { homeMarketOf, marketHasRule } from './fixtures/markets.ts';
import { installClock, stayActive } from './fixtures/session-clock.ts';

/** Every launch URL the page asks the platform for. */
function launchRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/games\/launch\//.test(sent.url())) asked.push(sent.url());
  });
  return asked;
}

// Journeys that need a lobby come from a country the brand serves (Jackpot City does not serve Great Britain).
test.beforeEach(fromServedCountry);

const verificationPrompt = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('a[href^="mailto:"]') });

test.describe('identity before play', () => {
  sameOnEveryScreen();

  test('a player whose identity is being checked logs in on a game and is asked to verify, no game launched', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }) => {
    const market = homeMarketOf(brand);
    await visitFrom(market.visitFrom);
    const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
    const player = await createPlayer(request, baseURL!, {
      kycStatus: 'pending',
      countryIso2: market.countryIso2,
      currencyIsoCode: market.manifest.currencyIsoCode,
    });
    const asked = launchRequests(page);
    const site = new Site(page);
    await site.open(`/game/${game.GameGroupId}`);
    await clickUntil(page.getByRole('button', { name: 'Log in to play' }), () =>
      expect(site.loginDialog).toBeVisible({ timeout: 1000 }),
    );
    await site.submitLogin(player.username, player.password);

    const prompt = verificationPrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('status')).toContainText('checking them');
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: game.Name })).toBeVisible();
    await page.getByRole('button', { name: 'Verify your identity' }).last().click();
    await expect(prompt).toBeVisible();
    await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('deposits wait for the identity too: the cashier does not open', async ({ page, request, baseURL, logInThroughApi }) => {
    const player = await createPlayer(request, baseURL!, { kycStatus: 'notVerified' });
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();
    await clickUntil(site.header.getByRole('button', { name: 'Deposit' }), () =>
      expect(verificationPrompt(page)).toBeVisible({ timeout: 1000 }),
    );
    await expect(verificationPrompt(page).getByRole('status')).toContainText('Send us your documents');
    await expect(page.getByTitle('Cashier')).toHaveCount(0);
  });

  test('the platform refuses the launch too, and the page shows the verification prompt', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 403/);
    const market = homeMarketOf(brand);
    await visitFrom(market.visitFrom);
    const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
    const player = await createPlayer(request, baseURL!, {
      kycStatus: 'notVerified',
      countryIso2: market.countryIso2,
      currencyIsoCode: market.manifest.currencyIsoCode,
    });
    // A front end that thought the player verified still gets no game: the platform says no.
    await page.route(/\/api\/accounts\/(login|detailsViaUserToken)$/, async (route) => {
      // Node does not resolve *.localhost as the browser does: the site is asked on loopback, by its host name.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const answer = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
      const body = (await answer.json()) as { kycStatus?: string; account?: { kycStatus?: string } };
      if (body.account) body.account.kycStatus = 'verified';
      else if (body.kycStatus) body.kycStatus = 'verified';
      await route.fulfill({ response: answer, json: body });
    });
    const asked = launchRequests(page);
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await site.open(`/game/${game.GameGroupId}`);
    await expect(verificationPrompt(page)).toBeVisible();
    expect(asked).toHaveLength(1);
    await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveCount(0);
  });
});

test.describe('identity before play, in every market that requires it', () => {
  // Which markets hold play back is the market's rule, the same on every screen; the prompt on a
  // phone is checked above, in the phone projects.
  test.skip(({ isMobile }) => isMobile, 'each market is checked in the desktop project');

  for (const name of allMarketNames()) {
    const marketOf = (brand: string) => marketsOf(brand).find((candidate) => candidate.name === name);
    test.describe(() => {
      test.skip(({ brand }) => !marketOf(brand)?.manifest.isKYCRequired, `no ${name} market, or it does not require KYC`);

      test(`${name}: an unverified player gets the prompt, not a game`, async ({
        page,
        request,
        baseURL,
        brand,
        visitFrom,
      }, testInfo) => {
        const market = marketOf(brand);
        const { manifest } = market!;
        await visitFrom(market!.visitFrom);
        const game = await firstGameFor(request, baseURL!, brand, market!.visitFrom);
        const player = await createPlayer(request, baseURL!, {
          kycStatus: 'notVerified',
          countryIso2: market!.countryIso2,
          currencyIsoCode: manifest.currencyIsoCode,
        });
        const mobile = testInfo.project.name.endsWith('mobile');
        await loginThroughApi(page, request, baseURL!, {
          ...player,
          casinoId: mobile ? manifest.mobileCasinoId : manifest.casinoId,
        });
        const asked = launchRequests(page);
        await new Site(page).open(`/game/${game.GameGroupId}`);
        await expect(verificationPrompt(page)).toBeVisible();
        await expect(page.locator('[data-held-back="verification"]')).toBeVisible();
        expect(asked).toEqual([]);
      });
    });
  }
});

test.describe('terms before play', () => {
  sameOnEveryScreen();

  test('closing the terms keeps the player logged in, and every game, deposit or opt-in asks again until accepted', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }) => {
    const market = homeMarketOf(brand);
    await visitFrom(market.visitFrom);
    const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
    const player = await createPlayer(request, baseURL!, {
      termsAcceptedAt: null,
      countryIso2: market.countryIso2,
      currencyIsoCode: market.manifest.currencyIsoCode,
    });
    const asked = launchRequests(page);
    const optIns: string[] = [];
    page.on('request', (sent) => void (/\/optin$/.test(sent.url()) && optIns.push(sent.url())));
    const terms = page.getByRole('dialog', { name: shellProps<{ title: string }>(brand, 'termsAndConditions').title });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    await expect(site.accountButton).toBeVisible();

    // A deposit.
    await site.header.getByRole('button', { name: 'Deposit' }).click();
    await expect(terms).toBeVisible();
    await expect(page.getByTitle('Cashier')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    // A promotion opt-in.
    await site.open('/promotions');
    await expect(site.accountButton).toBeVisible();
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    // The offers arrive after the page: the first button may be replaced under the first click.
    await clickUntil(page.getByRole('button', { name: 'Opt in' }).first(), () => expect(terms).toBeVisible());
    await terms.getByRole('button', { name: 'Close' }).click();
    expect(optIns).toEqual([]);

    // A game.
    await site.open(`/game/${game.GameGroupId}`);
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('[data-held-back="terms"]')).toBeVisible();
    await page.getByRole('button', { name: 'Read and accept the terms' }).click();
    await expect(terms).toBeVisible();
    expect(asked).toEqual([]);

    await terms.getByRole('button', { name: /^Accept/ }).click();
    await expect(terms).toBeHidden();
    await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveAttribute('src', /LaunchToken=/);
  });

  test('"Log out instead" logs the player out', async ({ page, request, baseURL, brand, allowConsoleErrors }) => {
    // A call still under way with the token the logout ended is refused: the page drops its answer.
    allowConsoleErrors(/status of 401/);
    const player = await createPlayer(request, baseURL!, { termsAcceptedAt: null });
    const terms = page.getByRole('dialog', { name: shellProps<{ title: string }>(brand, 'termsAndConditions').title });
    const site = new Site(page);
    await site.open('/');
    await site.login(player.username, player.password);
    await terms.getByRole('button', { name: 'Log out instead' }).click();
    await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(terms).toBeHidden();
  });
});

test.describe('session time in view', () => {
  test('the time since login is in the header on every page, moves each minute and survives a reload', async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
    logInThroughApi,
  }) => {
    await installClock(page, allowConsoleErrors);
    const player = await createPlayer(request, baseURL!);
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();
    const time = site.header.getByRole('timer');
    await expect(time).toHaveAccessibleName('Logged in: 0 min');
    await stayActive(page, 7);
    await expect(time).toHaveAccessibleName('Logged in: 7 min');
    await page.reload();
    await expect(site.accountButton).toBeVisible();
    await expect(time).toHaveAccessibleName('Logged in: 7 min');
    await site.open('/promotions');
    await expect(time).toHaveAccessibleName('Logged in: 7 min');
    await stayActive(page, 1);
    await expect(time).toHaveAccessibleName('Logged in: 8 min');
  });

  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, 'the game window carries the session time on phones');

    // Where the rulebook asks for the time in the game itself (RTS 13C), the bar shows that instead: game-figures.spec.ts.
    test('on a phone the game window shows it too, where no rulebook asks for the time in the game', async ({
      page,
      request,
      baseURL,
      brand,
      visitFrom,
      allowConsoleErrors,
      logInThroughApi,
    }) => {
      await installClock(page, allowConsoleErrors);
      const market = marketsOf(brand).find((candidate) => !marketHasRule(candidate.manifest, 'elapsedTimeInPlay'))!;
      await visitFrom(market.visitFrom);
      const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
      const player = await createPlayer(request, baseURL!, {
        countryIso2: market.countryIso2,
        currencyIsoCode: market.manifest.currencyIsoCode,
      });
      await logInThroughApi(player);
      const site = new Site(page);
      await site.open('/');
      await expect(site.accountButton).toBeVisible();
      await stayActive(page, 3);
      await site.open(`/game/${game.GameGroupId}`);
      await expect(page.locator(`iframe[title="${game.Name}"]`)).toHaveAttribute('src', /LaunchToken=/);
      const inGame = page.locator('[data-game-window]').getByRole('timer');
      await expect(inGame).toBeVisible();
      await expect(inGame).toHaveAccessibleName('Logged in: 3 min');
      await stayActive(page, 1);
      await expect(inGame).toHaveAccessibleName('Logged in: 4 min');
    });
  });
});

test.describe('the reality check', () => {
  sameOnEveryScreen();
  const settingsOf = (brand: string) => ({
    interval: shellProps<{ intervalMinutes?: number }>(brand, 'playerSessionReminder').intervalMinutes ?? 60,
    inactivity: shellProps<{ inactivityMinutes?: number }>(brand, 'playerInactivityReminder').inactivityMinutes ?? 20,
  });
  const realityCheck = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });

  test('comes at the brand interval while the player stays active, with time, wagered, won and net; continue goes on', async ({
    page,
    request,
    baseURL,
    brand,
    allowConsoleErrors,
    logInThroughApi,
  }) => {
    const { interval, inactivity } = settingsOf(brand);
    expect(inactivity, 'the inactivity reminder would come first for an idle player').toBeLessThan(interval);
    await installClock(page, allowConsoleErrors);
    const player = await createPlayer(request, baseURL!);
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();

    await stayActive(page, interval - 1);
    await expect(site.accountButton).toBeVisible();
    await expect(realityCheck(page)).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();

    await stayActive(page, 1);
    const check = realityCheck(page);
    await expect(check).toBeVisible();
    const time = interval >= 60 ? `${Math.floor(interval / 60)} h ${interval % 60} min` : `${interval} min`;
    await expect(check.getByRole('definition').nth(0)).toHaveText(time);
    for (const [index, term] of ['Time played', 'Wagered', 'Won', 'Net position'].entries()) {
      await expect(check.getByRole('term').nth(index)).toHaveText(term);
      if (index > 0) await expect(check.getByRole('definition').nth(index)).toHaveText(/\d+\.\d\d/);
    }

    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    await expect(site.accountButton).toBeVisible();
    await stayActive(page, interval - 5);
    await expect(check).toBeHidden();
    await stayActive(page, 5);
    await expect(check).toBeVisible();
  });

  test('counts the interval from login across reloads, and "Log out" logs out', async ({
    page,
    request,
    baseURL,
    brand,
    allowConsoleErrors,
    logInThroughApi,
  }) => {
    const { interval } = settingsOf(brand);
    await installClock(page, allowConsoleErrors);
    const player = await createPlayer(request, baseURL!);
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();
    const half = Math.floor(interval / 2);
    await stayActive(page, half);
    await page.reload();
    await expect(site.accountButton).toBeVisible();
    await stayActive(page, interval - half - 1);
    await expect(realityCheck(page)).toBeHidden();
    await stayActive(page, 1);
    await expect(realityCheck(page)).toBeVisible();
    await realityCheck(page).getByRole('button', { name: 'Log out' }).click();
    await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(realityCheck(page)).toBeHidden();
  });
});

test.describe('an account excluded mid-session', () => {
  sameOnEveryScreen();

  for (const [name, accountStatusId] of [
    ['self-excluded', 7],
    ['closed', 5],
  ] as const) {
    test(`${name} while playing: the session ends within one summary poll and the game window closes`, async ({
      page,
      request,
      baseURL,
      brand,
      visitFrom,
      allowConsoleErrors,
      isMobile,
      logInThroughApi,
    }) => {
      // The platform refuses the ended session's token: that refusal is the signal.
      allowConsoleErrors(/status of 401/);
      await page.clock.install();
      const market = homeMarketOf(brand);
      await visitFrom(market.visitFrom);
      const game = await firstGameFor(request, baseURL!, brand, market.visitFrom);
      const player = await createPlayer(request, baseURL!, {
        countryIso2: market.countryIso2,
        currencyIsoCode: market.manifest.currencyIsoCode,
      });
      await logInThroughApi(player);
      const site = new Site(page);
      await site.open('/');
      await expect(site.accountButton).toBeVisible();
      await site.open(`/game/${game.GameGroupId}`);
      const frame = page.locator(`iframe[title="${game.Name}"]`);
      await expect(frame).toHaveAttribute('src', /LaunchToken=/);

      const site127 = `http://127.0.0.1:${new URL(baseURL!).port}`;
      const changed = await request.post(`${site127}/sandbox/players/${player.username}/status`, { data: { accountStatusId } });
      expect(changed.status()).toBe(200);
      await page.clock.fastForward(60_000);

      await expect(frame).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
      // On a phone the game page keeps the screen (no site header), with the way to log in where the game was.
      if (!isMobile) await expect(site.header.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in to play' })).toBeVisible();
    });
  }
});
