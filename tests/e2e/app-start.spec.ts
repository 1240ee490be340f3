import { expect, test } from '@playwright/test';
import { servedMarketOf } from './fixtures/markets.ts';

// Playwright's own fixtures: the page's start fails on purpose, which the suite's console guard would count against it.
test('a page whose components cannot load reports APP_INIT_ERROR', async ({ page, context, baseURL }, testInfo) => {
  // From a country the project's brand serves, so every brand shows its lobby.
  const { brand } = testInfo.project.use as { brand: string };
  await context.addCookies([{ name: 'country', value: servedMarketOf(brand).visitFrom, url: baseURL! }]);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // The page's code-split components (their chunks are named after them) do not arrive.
  await page.route(/\/static\/assets\/[A-Z][A-Za-z]+-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(baseURL!);
  await expect
    .poll(() => warnings.find((text) => text.startsWith('APP_INIT_ERROR')))
    .toMatch(/^APP_INIT_ERROR: \{"stage":"load"/);
});
