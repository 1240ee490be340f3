import type { APIRequestContext, Locator, TestInfo } from '@playwright/test';
import { expect, test, type Page, sameOnEveryScreen } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { marketHasRule } from './fixtures/markets.ts';
import { loginThroughApi, marketsOf } from './fixtures/protection.ts';
import { clickUntil, Site } from './fixtures/site.ts';

/**
 * The safer-gambling tools of RTS 12, in every brand with a market whose manifest turns them on (the
 * British markets): limits, the cashier's refusal, the cooling-off, a break and a self-exclusion.
 * Every test has its own player, so they run side by side; time moves by the sandbox's control, for
 * that player only.
 */

const toolsMarketOf = (brand: string) => marketsOf(brand).find((market) => marketHasRule(market.manifest, 'saferGamblingTools'));

const siteOf = (baseURL: string) => `http://127.0.0.1:${new URL(baseURL).port}`;

interface Journey {
  page: Page;
  site: Site;
  player: { username: string; password: string };
  /** The market's way of writing a moment, as the screens write it. */
  dateOf: (iso: string) => string;
}

// Before a test starts, so a brand without the tools opens no page; the panel is a dialog, the same on every screen.
test.skip(({ brand }) => !toolsMarketOf(brand), 'the brand has no market with the safer-gambling tools');
sameOnEveryScreen();

/** A new player of the tools market, logged in on the lobby. */
async function startJourney(
  {
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }: { page: Page; request: APIRequestContext; baseURL: string; brand: string; visitFrom: (iso3: string) => Promise<void> },
  testInfo: TestInfo,
  { balance = 100 }: { balance?: number } = {},
): Promise<Journey> {
  const market = toolsMarketOf(brand)!;
  await visitFrom(market.visitFrom);
  const player = await createPlayer(request, baseURL, {
    countryIso2: market.countryIso2,
    currencyIsoCode: market.manifest.currencyIsoCode,
    balance,
  });
  const mobile = testInfo.project.name.endsWith('mobile');
  await loginThroughApi(page, request, baseURL, {
    ...player,
    casinoId: mobile ? market.manifest.mobileCasinoId : market.manifest.casinoId,
  });
  const site = new Site(page);
  await site.open('/');
  await expect(site.accountButton).toBeVisible();
  const format = new Intl.DateTimeFormat(market.manifest.locale, { dateStyle: 'long' });
  return { page, site, player, dateOf: (iso) => format.format(new Date(iso)) };
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Safer gambling' });

/** One tap from the account menu, on any page. */
async function openFromMenu({ page, site }: Journey) {
  await clickUntil(site.accountButton, () => expect(page.getByRole('menu')).toBeVisible({ timeout: 2000 }));
  await page.getByRole('menuitem', { name: 'Safer gambling' }).click();
  await expect(panelOf(page).getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
}

async function closePanel(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(panelOf(page)).toBeHidden();
}

const dayLimit = (page: Page) => panelOf(page).getByRole('group', { name: '24 hours' });

async function setDayLimit(page: Page, amount: string) {
  const row = dayLimit(page);
  await row.getByLabel('Limit (GBP)').fill(amount);
  await row.getByRole('button', { name: 'Save' }).click();
}

/** A deposit in the sandbox cashier, opened from the header; the cashier's answer is returned. */
async function depositInCashier(page: Page, site: Site, amount: string): Promise<Locator> {
  const banking = page.getByRole('dialog').filter({ has: page.getByTitle('Cashier') });
  if (!(await banking.isVisible())) {
    await clickUntil(site.header.getByRole('button', { name: 'Deposit' }), () =>
      expect(page.getByTitle('Cashier')).toBeVisible({ timeout: 2000 }),
    );
  }
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await cashier.getByLabel('Amount (GBP)').first().fill(amount);
  await cashier.getByRole('button', { name: 'Deposit' }).first().click();
  return cashier.locator('.panel');
}

test('a £20 24-hour limit from the lobby: £30 refused, £15 taken, £5 left, shown in the banking window', async ({
  page,
  request,
  baseURL,
  brand,
  visitFrom,
}, testInfo) => {
  const journey = await startJourney({ page, request, baseURL: baseURL!, brand, visitFrom }, testInfo);
  // RTS 12C: one tap from the lobby.
  await clickUntil(page.getByRole('main').getByRole('button', { name: /deposit limit/i }), () =>
    expect(panelOf(page)).toBeVisible({ timeout: 2000 }),
  );
  await setDayLimit(page, '20');
  await expect(dayLimit(page)).toContainText('Limit £20.00: £0.00 used, £20.00 left');
  await expect(dayLimit(page)).toContainText('Your 24 hours limit is now £20.00. It applies at once.');
  await closePanel(page);

  const refused = await depositInCashier(page, journey.site, '30');
  await expect(refused).toContainText('Deposit limit reached');
  const taken = await depositInCashier(page, journey.site, '15');
  await expect(taken).toContainText('Deposit successful');

  // RTS 12C: the limits are linked from the deposit screen too.
  await page.getByRole('dialog').getByRole('button', { name: 'Deposit limits' }).click();
  await expect(dayLimit(page)).toContainText('Limit £20.00: £15.00 used, £5.00 left');
  await expect(panelOf(page)).toContainText('You can deposit £5.00 now.');
});

test('a decrease applies at once; an increase waits 24 hours for the player to confirm it', async ({
  page,
  request,
  baseURL,
  brand,
  visitFrom,
}, testInfo) => {
  const journey = await startJourney({ page, request, baseURL: baseURL!, brand, visitFrom }, testInfo);
  const elapse = async (hours: number) => {
    const answer = await request.post(`${siteOf(baseURL!)}/sandbox/players/${journey.player.username}/elapse`, {
      data: { hours },
    });
    expect(answer.status()).toBe(200);
  };
  await openFromMenu(journey);
  await setDayLimit(page, '20');
  await expect(dayLimit(page)).toContainText('Limit £20.00');
  await setDayLimit(page, '10');
  await expect(dayLimit(page)).toContainText('Limit £10.00: £0.00 used, £10.00 left');

  await setDayLimit(page, '50');
  await expect(dayLimit(page)).toContainText('Increase to £50.00 requested. You can confirm it from');
  await expect(dayLimit(page)).toContainText('Limit £10.00');
  await expect(dayLimit(page).getByRole('button', { name: 'Confirm the increase' })).toHaveCount(0);

  // An hour short of the cooling-off: still nothing to confirm.
  await elapse(23);
  await closePanel(page);
  await openFromMenu(journey);
  await expect(dayLimit(page)).toContainText('Increase to £50.00 requested');
  await expect(dayLimit(page).getByRole('button', { name: 'Confirm the increase' })).toHaveCount(0);

  await elapse(1);
  await closePanel(page);
  await openFromMenu(journey);
  await dayLimit(page).getByRole('button', { name: 'Confirm the increase' }).click();
  await expect(dayLimit(page)).toContainText('Limit £50.00: £0.00 used, £50.00 left');
  await expect(dayLimit(page)).not.toContainText('requested');
});

test('a break logs the player out and the next login is refused with its end date', async ({
  page,
  request,
  baseURL,
  brand,
  visitFrom,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/status of 403/);
  const journey = await startJourney({ page, request, baseURL: baseURL!, brand, visitFrom }, testInfo);
  await openFromMenu(journey);
  await panelOf(page).getByRole('radio', { name: '7 days' }).check();
  const answer = page.waitForResponse(/\/api\/accounts\/protection\/break$/);
  await panelOf(page).getByRole('button', { name: 'Start my break' }).click();
  const { breakEndsAt } = (await (await answer).json()) as { breakEndsAt: string };
  await expect(journey.site.header.getByRole('button', { name: 'Log in' })).toBeVisible();

  await journey.site.openLogin();
  await journey.site.submitLogin(journey.player.username, journey.player.password);
  const refusal = journey.site.loginDialog.getByRole('alert');
  await expect(refusal).toContainText('You are taking a break until');
  await expect(refusal).toContainText(journey.dateOf(breakEndsAt));
});

test('self-exclusion warns, points to GAMSTOP, logs the player out and refuses the next login', async ({
  page,
  request,
  baseURL,
  brand,
  visitFrom,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/status of 403/);
  const journey = await startJourney({ page, request, baseURL: baseURL!, brand, visitFrom }, testInfo);
  await openFromMenu(journey);
  const panel = panelOf(page);
  await expect(panel).toContainText('It cannot be undone early');
  await expect(panel.getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
  await panel.getByLabel('Length of the self-exclusion').selectOption({ label: '1 year' });
  await expect(panel.getByRole('button', { name: 'Self-exclude' })).toBeDisabled();
  await panel.getByRole('checkbox', { name: /cannot log in until the self-exclusion ends/ }).check();
  const answer = page.waitForResponse(/\/api\/accounts\/protection\/selfExclusion$/);
  await panel.getByRole('button', { name: 'Self-exclude' }).click();
  const { selfExclusionEndsAt } = (await (await answer).json()) as { selfExclusionEndsAt: string };
  await expect(journey.site.header.getByRole('button', { name: 'Log in' })).toBeVisible();

  await journey.site.openLogin();
  await journey.site.submitLogin(journey.player.username, journey.player.password);
  const refusal = journey.site.loginDialog.getByRole('alert');
  await expect(refusal).toContainText('Your account is self-excluded until');
  await expect(refusal).toContainText(journey.dateOf(selfExclusionEndsAt));
  await expect(refusal.getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
});

test('before a first deposit the cashier asks for a limit, again after a skip; the panel passes axe', async ({
  page,
  request,
  baseURL,
  brand,
  visitFrom,
  seriousViolations,
}, testInfo) => {
  // axe reads the whole page, the panel open over the lobby: seconds on a busy machine.
  test.slow();
  // A new player: no deposit yet (the sandbox records an opening balance as one).
  const journey = await startJourney({ page, request, baseURL: baseURL!, brand, visitFrom }, testInfo, { balance: 0 });
  const openCashier = () =>
    clickUntil(journey.site.header.getByRole('button', { name: 'Deposit' }), () =>
      expect(page.getByTitle('Cashier')).toBeVisible({ timeout: 2000 }),
    );
  const prompt = page.getByRole('region', { name: 'Set a deposit limit?' });
  // With nothing in the account the site first suggests a deposit.
  const lowBalance = page.getByRole('dialog', { name: 'Low balance' });
  await lowBalance.getByRole('button', { name: 'Not now' }).click();
  await expect(lowBalance).toBeHidden();
  await openCashier();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Deposit limits' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTitle('Cashier')).toBeHidden();

  await openCashier();
  await prompt.getByRole('button', { name: 'Set a deposit limit' }).click();
  await expect(panelOf(page).getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
  await expect(panelOf(page).getByRole('heading', { name: 'Activity statement' })).toBeVisible();
  await expect(panelOf(page)).toContainText('Net result');
  expect(await seriousViolations()).toEqual([]);
});
