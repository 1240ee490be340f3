import type { APIRequestContext } from '@playwright/test';
import { expect, fromServedCountry, test, type Page } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';

test.beforeEach(fromServedCountry);

interface DeviceProfile {
  sessionId: string;
  pageId: number | null;
  brand: string;
}

const profilesOf = async (request: APIRequestContext, baseURL: string) => {
  const answer = await request.get(`http://127.0.0.1:${new URL(baseURL).port}/sandbox/device-profiles`);
  return ((await answer.json()) as { data: DeviceProfile[] }).data;
};

/** Logs the player in through the login form and returns the login request's body as the site sent it. */
async function loginBodyOf(page: Page, player: { username: string; password: string }) {
  const site = new Site(page);
  await site.open('/');
  const login = page.waitForRequest((sent) => sent.url().endsWith('/api/accounts/login') && sent.method() === 'POST');
  await site.login(player.username, player.password);
  return (await login).postDataJSON() as { firstPartyBlackBox: string; thirdPartyBlackBox: string };
}

test("a login carries our device black box and the provider's", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, baseURL!);
  const body = await loginBodyOf(page, player);
  expect(body.firstPartyBlackBox).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(JSON.parse(Buffer.from(body.firstPartyBlackBox, 'base64url').toString('utf8'))).toMatchObject({ v: 1, cookies: true });
  expect(body.thirdPartyBlackBox).toMatch(/^sandbox-croupier-sandbox-[A-Za-z0-9_-]+$/);
});

test('a provider that does not answer never stops a login: its black box goes empty', async ({
  page,
  request,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_FAILED|tag\.js/);
  await page.route('**/device-profiling/tag.js*', (route) => route.abort());
  const player = await createPlayer(request, baseURL!);
  const body = await loginBodyOf(page, player);
  expect(body.thirdPartyBlackBox).toBe('');
  expect(body.firstPartyBlackBox).not.toBe('');
});

test('registration and a deposit are profiled with their page ids, and the platform page gets the session', async ({
  page,
  request,
  baseURL,
  brand,
}) => {
  const site = new Site(page);
  await site.open('/');
  const registration = page.getByRole('dialog').filter({ has: page.locator('a[href*="/api/accounts/registration"]') });
  await clickUntil(site.header.getByRole('button', { name: /Join|Register|Sign up/ }).first(), () =>
    expect(registration).toBeVisible({ timeout: 1000 }),
  );
  const handOff = new URL(
    String(await registration.locator('a[href*="/api/accounts/registration"]').getAttribute('href')),
    baseURL,
  );
  const registrationSession = handOff.searchParams.get('profilingSessionId');
  expect(registrationSession).toBeTruthy();
  await expect
    .poll(async () => (await profilesOf(request, baseURL!)).find((profile) => profile.sessionId === registrationSession))
    .toEqual({ sessionId: registrationSession, pageId: 100, brand });
  await page.keyboard.press('Escape');

  const player = await createPlayer(request, baseURL!);
  await site.login(player.username, player.password);
  await clickUntil(site.header.getByRole('button', { name: 'Deposit' }), () =>
    expect(page.getByTitle('Cashier')).toBeVisible({ timeout: 1000 }),
  );
  const cashier = new URL(String(await page.getByTitle('Cashier').getAttribute('src')));
  const depositSession = cashier.searchParams.get('profilingSessionId');
  expect(depositSession).toBeTruthy();
  await expect
    .poll(async () => (await profilesOf(request, baseURL!)).find((profile) => profile.sessionId === depositSession))
    .toEqual({ sessionId: depositSession, pageId: 101, brand });
});
