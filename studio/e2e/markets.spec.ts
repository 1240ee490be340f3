import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { cli, expectAccessible, openMarket, REPO_ROOT, studioForEachTest } from './studio-under-test.ts';

const studio = studioForEachTest();

const MALTA = 'hippodrome/markets/mt.json';
const exists = (file: string) =>
  stat(path.join(studio.brandsDir, file)).then(
    () => true,
    () => false,
  );

test('at 127.0.0.1 a brand manager adds Malta as a draft, reviews the diff, saves it and removes it again', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(studio.url.replace('localhost', '127.0.0.1'));

  await page.getByRole('navigation', { name: 'brands' }).getByRole('button', { name: 'Hippodrome', exact: true }).click();
  await page.getByRole('button', { name: 'Add market' }).click();
  const form = page.getByRole('region', { name: 'Add a market to Hippodrome' });
  // Errors in plain words beside their fields.
  await form.getByRole('button', { name: 'Add as a draft' }).click();
  await expect(form.getByText('Choose the country this market serves.')).toBeVisible();
  await expect(form).not.toContainText('must have required property');
  await expectAccessible(page);

  // Country by name; locale, currency and the next free node suggested.
  await form.getByLabel('Country').selectOption({ label: 'Malta' });
  await expect(form.getByLabel('Language and region')).toHaveValue('en-MT');
  await expect(form.getByLabel('Currency')).toHaveValue('EUR');
  await expect(form.getByLabel('Content node id')).toHaveValue(/^\d+$/);
  await form.getByLabel('Desktop casino id').selectOption({ index: 1 });
  await form.getByLabel('Phone casino id').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Add as a draft' }).click();

  // A draft: shown among the brand's markets, nothing on disk, and still there after a reload.
  const malta = page.getByRole('list', { name: 'markets of Hippodrome' }).getByRole('button', { name: /^MT Malta/ });
  await expect(malta).toContainText('new, unsaved');
  expect(await exists(MALTA)).toBe(false);
  await page.reload();
  await expect(malta).toContainText('new, unsaved');

  // The preview works at 127.0.0.1 too (beside a market's settings, its lobby).
  await openMarket(page, 'Hippodrome', 'Great Britain');
  const preview = page.frameLocator('iframe[title="preview of hippodrome /"]');
  await expect(preview.locator('html')).toHaveClass(/brand-hippodrome/, { timeout: 90_000 });

  // Save shows what it will write first.
  await page.getByRole('button', { name: 'Save 1 file' }).click();
  const review = page.getByRole('dialog', { name: 'Save 1 file?' });
  await expect(review.getByRole('article', { name: `changes to brands/${MALTA}` })).toContainText('new file');
  await expect(review).toContainText('+ "name": "Malta",');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText(`Saved 1 file: brands/${MALTA}`);
  expect(await cli(studio.brandsDir, 'validate')).toMatchObject({ code: 0 });
  const prettier = await promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'prettier'),
    ['--check', path.join(studio.brandsDir, MALTA)],
    {
      cwd: REPO_ROOT,
    },
  ).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  );
  expect(prettier).toBe(0);

  // Removing a market is a draft too, until Save.
  await malta.click();
  await page.getByRole('button', { name: 'Remove this market' }).click();
  await expect(malta).toContainText('removed when saved');
  expect(await exists(MALTA)).toBe(true);
  await page.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByRole('dialog', { name: 'Save 1 file?' })).toContainText('removed');
  await page.getByRole('dialog', { name: 'Save 1 file?' }).getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText(`Saved 1 file: brands/${MALTA}`);
  expect(await exists(MALTA)).toBe(false);
  await expect(malta).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
