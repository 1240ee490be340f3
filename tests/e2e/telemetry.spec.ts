import type { APIRequestContext } from '@playwright/test';
import { expect, fromServedCountry, test, type Page } from './fixtures/test.ts';
import { createPlayer } from './fixtures/players.ts';
import { Site } from './fixtures/site.ts';

test.beforeEach(fromServedCountry);

interface ReceivedBatch {
  sessionId: string;
  pageUrl: string;
  brand: string;
  kinds: Record<string, number>;
  errors: string[];
}

/** The Faro session the page runs in (Faro keeps it in localStorage). */
const faroSessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('com.grafana.faro.session') ?? '{}').sessionId as string);

/** What the sandbox's collector received, newest last. */
async function receivedBatches(request: APIRequestContext, baseURL: string) {
  const answer = await request.get(`http://127.0.0.1:${new URL(baseURL).port}/sandbox/telemetry`);
  return ((await answer.json()) as { data: ReceivedBatch[] }).data;
}

const collectorRequests = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => void (/\/telemetry\/collect$/.test(request.url()) && sent.push(request.url())));
  return sent;
};

test('after the visitor accepts cookies, a batch with the Faro session reaches the collector', async ({
  page,
  request,
  baseURL,
  brand,
}) => {
  const site = new Site(page);
  await site.open('/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  // A page view on the next route, and the page's web vitals, go in the next batch.
  await site.header
    .getByRole('link', { name: /Promotions/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotions/);
  // This page's own Faro session (every test's batches reach the one collector), with its brand.
  await expect
    .poll(
      async () => {
        const session = await faroSessionOf(page);
        const batches = await receivedBatches(request, baseURL!);
        return Boolean(session) && batches.some((batch) => batch.sessionId === session && batch.brand === brand);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a visitor who rejects cookies sends nothing', async ({ page }) => {
  const sent = collectorRequests(page);
  await page.clock.install();
  const site = new Site(page);
  await site.open('/');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await site.header
    .getByRole('link', { name: /Promotions/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotions/);
  // Faro would send its first batch within a second (SPEC §9): nothing leaves in twice that, on the page's clock.
  await page.clock.runFor(2_500);
  expect(sent).toEqual([]);
});

test('error-tracking names reach the collector: a failed geo read and the failed call behind it', async ({
  page,
  request,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 503/);
  const player = await createPlayer(request, baseURL!);
  const site = new Site(page);
  await site.open('/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.route('**/api/geo-info', (route) =>
    route.fulfill({ status: 503, json: { code: 503, message: 'Geo data is down' } }),
  );
  await site.login(player.username, player.password);
  const session = await faroSessionOf(page);
  await expect
    .poll(
      async () => {
        const data = await receivedBatches(request, baseURL!);
        return [...new Set(data.filter((batch) => batch.sessionId === session).flatMap((batch) => batch.errors))].sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['API_ERROR', 'GEO_INFO_ERROR']));
});
