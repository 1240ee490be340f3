import { expect, test } from '@playwright/test';
import { contentPagesOf } from './fixtures/brands.ts';

// Playwright's own fixtures: the page's start fails on purpose, which the suite's console guard would count against it.
test('a page whose components cannot load reports APP_INIT_ERROR', async ({ page, baseURL }, testInfo) => {
  const { brand } = testInfo.project.use as { brand: string };
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // The page's code-split components (their chunks are named after them) do not arrive. A content page,
  // open to every visitor: its records are code-split on every brand, where a lobby's may all be in the main bundle.
  await page.route(/\/static\/assets\/[A-Z][A-Za-z]+-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(new URL(contentPagesOf(brand)[0]!, baseURL).href);
  await expect
    .poll(() => warnings.find((text) => text.startsWith('APP_INIT_ERROR')))
    .toMatch(/^APP_INIT_ERROR: \{"stage":"load"/);
});
