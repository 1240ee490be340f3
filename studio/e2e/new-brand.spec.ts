import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { chooseSection, cli, expectAccessible, openMarket, REPO_ROOT, studioForEachTest } from './studio-under-test.ts';

const studio = studioForEachTest();

const PRETTIER = path.join(REPO_ROOT, 'node_modules', '.bin', 'prettier');
const filesOf = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
const square = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

test('a brand manager creates Royal Flush with a GB market, sees it on a phone, and saves it', async ({ page }) => {
  // The preview builds a whole brand from drafts; on a busy two-core machine the journey took over 4 minutes.
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'New brand' }).click();
  const form = page.getByRole('region', { name: 'New brand' });
  await expect(form.getByLabel('Desktop casino id')).toBeVisible();

  // Nothing filled in: what is missing, in plain words next to each field.
  await form.getByRole('button', { name: 'Create as a draft' }).click();
  await expect(form.getByText('Give the brand a name, such as Royal Flush.')).toBeVisible();
  await expect(form.getByText('Enter the desktop casino id the platform team gave you, a whole number.')).toBeVisible();
  await expectAccessible(page);

  // The folder name follows the brand name.
  await form.getByLabel('Brand name').fill('Royal Flush');
  await expect(form.getByLabel('Folder name')).toHaveValue('royal-flush');
  await form.getByLabel('Web addresses').fill('royalflush.example');

  // The contrast check is live, next to the colour that fails.
  const text = form.getByLabel(/^Text #/);
  await text.fill('#202020');
  await expect(form.locator('#new-brand-colour-text-error')).toContainText('Hard to read on page background: contrast');
  await expectAccessible(page);
  await text.fill('#f4efe4');
  await expect(form.locator('#new-brand-colour-text-error')).toBeEmpty();
  await form.getByLabel(/^Main colour #/).fill('#d4af37');

  await form.getByLabel('Headings').selectOption({ label: 'Poppins (three weights)' });

  // Images: a file that is no image is refused naming the rule; a good one is converted.
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7') });
  await expect(form.locator('#new-brand-logo-error')).toContainText('logo.png: the file is not an image the studio reads');
  await form.getByLabel('Favicon').setInputFiles({
    name: 'crown.png',
    mimeType: 'image/png',
    buffer: await square(40, '#d4af37').then((png) => sharp(png).resize(60, 40).png().toBuffer()),
  });
  await expect(form.locator('#new-brand-favicon-error')).toContainText('a favicon must be square');
  await form
    .getByLabel('Favicon')
    .setInputFiles({ name: 'crown.png', mimeType: 'image/png', buffer: await square(256, '#d4af37') });
  await expect(form.getByText('crown.png, saved as a 64 × 64 PNG')).toBeVisible();
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await square(300, '#7a1f2b') });
  await expect(form.getByText('logo.png, saved as a 300 × 300 PNG')).toBeVisible();

  await form.getByLabel('Desktop casino id').fill('9101');
  await form.getByLabel('Phone casino id').fill('9102');
  await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await expect(form.getByLabel('Language and region')).toHaveValue('en-GB');
  await expect(form.getByLabel('Currency')).toHaveValue('GBP');
  await expectAccessible(page);
  await page.screenshot({ path: path.join(REPO_ROOT, 'test-results', 'studio', 'new-brand-form.png') });
  await form.getByRole('button', { name: 'Create as a draft' }).click();

  // Drafts only: the brand is in the list and the preview, nothing is on disk.
  await expect(
    page.getByRole('navigation', { name: 'brands' }).getByRole('button', { name: 'Royal Flush', exact: true }),
  ).toBeVisible();
  expect(await filesOf(path.join(studio.brandsDir, 'royal-flush'))).toEqual([]);

  // Its settings open as a form for people: titles for labels, help under each, named buttons, no JSON key.
  const settings = page.getByRole('region', { name: 'editing brands/royal-flush/brand.json' });
  await expect(settings.getByRole('heading', { name: 'Royal Flush · brand settings' })).toBeVisible();
  await expect(settings.getByRole('textbox', { name: 'Brand name', exact: true })).toHaveValue('Royal Flush');
  await expect(settings.getByRole('textbox', { name: 'Web address 1' })).toHaveValue('royalflush.example');
  await expect(settings.getByRole('button', { name: 'Remove web address 1' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Add web address' })).toBeVisible();
  await expect(settings.getByRole('textbox', { name: 'Language offered 1' })).toHaveValue('en');
  const labels: string[] = await settings.locator('label, legend').allTextContents();
  // The settings come in sections, one at a time.
  await chooseSection(page, 'Features and settings');
  await expect(settings.getByRole('checkbox', { name: 'Identity verification required' })).toHaveAccessibleDescription(
    /Whether the brand requires KYC/,
  );
  labels.push(...(await settings.locator('label, legend').allTextContents()));
  await chooseSection(page, 'Search engines and sharing');
  await expect(settings.getByRole('textbox', { name: 'Page description' })).toHaveJSProperty('tagName', 'TEXTAREA');
  labels.push(...(await settings.locator('label, legend').allTextContents()));
  await chooseSection(page, 'Look and feel');
  await expect(settings.getByRole('textbox', { name: 'Main colour', exact: true })).toHaveValue('#d4af37');
  await expect(settings.getByRole('combobox', { name: 'Brand logo' })).toHaveValue('assets/logo.png');
  // Its fonts as New brand offers them: the installed font packages, by name; the choice brings its fallback.
  const headings = settings.getByRole('combobox', { name: 'Heading font' });
  await expect(headings.locator('option:checked')).toHaveText('Poppins (three weights)');
  await settings.getByRole('combobox', { name: 'Body text' }).selectOption({ label: 'Poppins (three weights)' });
  await expect(settings.getByRole('combobox', { name: 'Body text' })).toHaveValue('@fontsource/poppins');
  await expect(settings.getByRole('textbox', { name: 'Body text: fallback fonts' })).toHaveValue(/sans-serif/);
  labels.push(...(await settings.locator('label, legend').allTextContents()));
  expect(labels.filter((label) => /[a-z][A-Z]|^[a-z$]/.test(label.trim()))).toEqual([]);
  await expectAccessible(page);
  await page.getByLabel('preview screen').selectOption('phone');
  const preview = page.frameLocator('iframe[title="preview of royal-flush /"]');
  await expect(preview.locator('html')).toHaveClass(/brand-royal-flush/, { timeout: 120_000 });
  await expect(preview.getByRole('heading', { name: 'Welcome to Royal Flush' })).toBeVisible();
  // The header draws the uploaded logo, not the favicon.
  await expect(preview.getByRole('link', { name: 'Royal Flush' }).first().locator('img')).toHaveAttribute(
    'src',
    '/assets/logo.png',
  );
  await expect(page.getByRole('status', { name: 'preview status' }).or(page.getByLabel('preview status'))).toHaveText(
    'The preview shows the draft',
  );
  await page
    .getByRole('region', { name: 'preview' })
    .screenshot({ path: path.join(REPO_ROOT, 'test-results', 'studio', 'new-brand-preview.png') });

  // Save lists every new file first, images shown as images.
  await page.getByRole('button', { name: /^Save \d+ files$/ }).click();
  const review = page.getByRole('dialog', { name: /^Save \d+ files\?$/ });
  await expect(review.getByRole('article', { name: 'changes to brands/royal-flush/brand.json' })).toContainText('new file');
  await expect(review.getByRole('article', { name: 'changes to brands/royal-flush/markets/gb.json' })).toContainText(
    '+ "countryIso2Code": "GB",',
  );
  await expect(review.getByRole('img', { name: 'the image brands/royal-flush/assets/favicon.png' })).toBeVisible();
  await expectAccessible(page);
  await review.getByRole('button', { name: /^Save \d+ files$/ }).click();
  await expect(page.getByLabel('save status')).toContainText('Saved');

  const written = await filesOf(path.join(studio.brandsDir, 'royal-flush'));
  expect(written.sort()).toEqual(
    expect.arrayContaining([
      'brand.json',
      'markets/gb.json',
      'markets/row.json',
      'content/lobby.json',
      'assets/favicon.png',
      'assets/logo.png',
    ]),
  );
  expect(written).not.toContain('assets/favicon.svg');
  expect(await cli(studio.brandsDir, 'validate', '--brand', 'royal-flush')).toMatchObject({ code: 0 });
  const json = written.filter((file) => file.endsWith('.json')).map((file) => path.join(studio.brandsDir, 'royal-flush', file));
  const prettier = await promisify(execFile)(
    PRETTIER,
    ['--check', '--config', path.join(REPO_ROOT, '.prettierrc.json'), ...json],
    {
      cwd: REPO_ROOT,
    },
  ).then(
    () => 0,
    (error: { code?: number; stderr?: string }) => error.stderr ?? error.code,
  );
  expect(prettier).toBe(0);
});

test('a brand the CLI adds while the studio runs shows in the preview without a restart', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(studio.url);
  await openMarket(page, 'Hippodrome', 'Great Britain');
  const hippodrome = page.frameLocator('iframe[title="preview of hippodrome /"]');
  await expect(hippodrome.locator('html')).toHaveClass(/brand-hippodrome/, { timeout: 120_000 });

  expect(
    await cli(studio.brandsDir, 'brand', 'scaffold', 'goldrush', '--casino-id', '9301', '--mobile-casino-id', '9302'),
  ).toMatchObject({
    code: 0,
  });
  // The tab comes back to the front: the list has the brand, and the preview serves it.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByLabel('preview brand').selectOption({ label: 'Goldrush' });
  const goldrush = page.frameLocator('iframe[title="preview of goldrush /"]');
  await expect(goldrush.locator('html')).toHaveClass(/brand-goldrush/, { timeout: 60_000 });
  await expect(goldrush.locator('body')).not.toContainText('No site is served');
});
