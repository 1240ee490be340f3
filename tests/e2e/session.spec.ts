import { expect, fromServedCountry, test, sameOnEveryScreen } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { manifestOf, shellProps } from './fixtures/brands.ts';

test.beforeEach(fromServedCountry);

test.describe('logging in', () => {
  test.describe(() => {
    sameOnEveryScreen();

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

  test.describe(() => {
    sameOnEveryScreen();

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
});

test.describe('the page around a logged-in player', () => {
  test('ends clear of the controls fixed to the foot of the screen (quests, support)', async ({
    page,
    request,
    baseURL,
    logInThroughApi,
  }) => {
    const player = await createPlayer(request, baseURL!);
    await logInThroughApi(player);
    const site = new Site(page);
    await site.open('/');
    await expect(site.accountButton).toBeVisible();
    const covered = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector('footer');
      if (!footer) return ['no footer'];
      // Where the footer's words are: every text of it, not its boxes (their padding is the clearance).
      const words = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let top = Infinity;
      let bottom = -Infinity;
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        top = Math.min(top, box.top);
        bottom = Math.max(bottom, box.bottom);
      }
      const text = { top, bottom, left: footer.getBoundingClientRect().left, right: footer.getBoundingClientRect().right };
      return [...document.querySelectorAll<HTMLElement>('button, a')]
        .filter((control) => getComputedStyle(control).position === 'fixed' && control.getClientRects().length > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.top < text.bottom && box.bottom > text.top && box.left < text.right && box.right > text.left;
        })
        .map((control) => control.textContent?.trim() ?? control.tagName);
    });
    expect(covered).toEqual([]);
  });
});

test.describe('the Android wrapped app', () => {
  // Before the test starts: the app is a phone's, and not every brand ships one.
  test.skip(({ isMobile }) => !isMobile, "the app's web view is a phone's: checked in the phone project");
  test.skip(({ brand }) => !manifestOf(brand).features.wrappedApp.enabled, 'the brand ships no wrapped app');

  test('logs in the player whose tokens the app left in cookies, then refreshes the token once', async ({
    page,
    request,
    baseURL,
    brand,
  }) => {
    const manifest = manifestOf(brand);
    const { wrappedApp } = manifest.features;
    const player = await createPlayer(request, baseURL!, { balance: 77.25 });
    // The app logs the player in natively; its tokens reach the web view as cookies.
    const login = await request.post(`http://127.0.0.1:${new URL(baseURL!).port}/api/accounts/login`, {
      data: {
        credentials: { username: player.username, password: player.password, passwordType: 1 },
        numLaunchTokens: 1,
        sessionProductId: manifest.casinoIds.mobile[0],
      },
    });
    const { tokens } = (await login.json()) as { tokens: { userToken: string; refreshTokens: string[] } };
    await page.context().addCookies([
      { name: 'mgsUserToken', value: tokens.userToken, url: baseURL! },
      { name: 'mgsRefreshToken', value: tokens.refreshTokens[0]!, url: baseURL! },
    ]);
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/accounts/refreshToken')) refreshes.push(sent.postData() ?? '');
    });

    const site = new Site(page);
    await site.open(`/?${wrappedApp.queryFlag}=true`);
    await expect(site.accountButton).toBeVisible();
    await expect(site.header).toContainText('77.25');
    await expect.poll(() => refreshes.length).toBe(1);
    expect(JSON.parse(refreshes[0]!)).toMatchObject({ refreshToken: tokens.refreshTokens[0] });
  });
});

test.describe('registering', () => {
  test.describe(() => {
    sameOnEveryScreen();

    test("hands the visitor to the platform's registration page and brings them back logged in", async ({ page }) => {
      const site = new Site(page);
      await site.open('/');
      const registration = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Continue to registration' }) });
      await clickUntil(site.header.getByRole('button', { name: 'Join now' }), () =>
        expect(registration).toBeVisible({ timeout: 1000 }),
      );
      await registration.getByRole('link', { name: 'Continue to registration' }).click();

      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      const username = `e2e.new.${Date.now().toString(36)}.${test.info().parallelIndex}`;
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('Croupier2026!');
      await page.getByRole('checkbox', { name: /18 years old or over/ }).check();
      await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(site.accountButton).toBeVisible();
      await expect(site.accountButton).toContainText(username);
      expect(new URL(page.url()).hash).toBe('');
    });
  });
});
