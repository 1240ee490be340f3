import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `npm run cli -- --brands-dir <copy> …`, as a person runs it. */
const cli = (brandsDir: string, ...args: string[]) =>
  promisify(execFile)(TSX, [path.join(REPO_ROOT, 'cli/index.ts'), '--brands-dir', brandsDir, ...args], { cwd: REPO_ROOT }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
  );

let scratch: string;
let brandsDir: string;
let studio: ChildProcess;
let studioUrl: string;
test.beforeEach(async () => {
  // The repository's brands/ is never touched: the studio edits a copy.
  scratch = await mkdtemp(path.join(tmpdir(), 'croupier-studio-'));
  brandsDir = path.join(scratch, 'brands');
  await cp(path.join(REPO_ROOT, 'brands'), brandsDir, { recursive: true });
  const port = await freePort();
  studio = spawn(TSX, [path.join(REPO_ROOT, 'studio/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, STUDIO_PORT: String(port), STUDIO_BRANDS_DIR: brandsDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  studioUrl = await new Promise<string>((resolve, reject) => {
    studio.once('exit', (code) => reject(new Error(`the studio stopped (${code})`)));
    studio.stdout?.on('data', (chunk: Buffer) => {
      const started = /brand studio on (\S+)/.exec(chunk.toString());
      if (started?.[1]) resolve(started[1]);
    });
  });
});
test.afterEach(async () => {
  const stopped = new Promise((resolve) => studio.once('exit', resolve));
  studio.kill('SIGTERM');
  await stopped;
  await rm(scratch, { recursive: true, force: true });
});

/** axe finds nothing serious or critical (WCAG 2.2 AA) on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const MALTA = 'hippodrome/markets/mt.json';
const exists = (file: string) =>
  stat(path.join(brandsDir, file)).then(
    () => true,
    () => false,
  );

test('at 127.0.0.1 a brand manager adds Malta as a draft, reviews the diff, saves it and removes it again', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(studioUrl.replace('localhost', '127.0.0.1'));

  const hippodrome = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Hippodrome', exact: true }) });
  await hippodrome.getByRole('button', { name: 'Add market' }).click();
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

  // A draft: shown in the matrix, nothing on disk, and still there after a reload.
  const malta = page.getByRole('button', { name: 'hippodrome Malta' });
  await expect(malta).toContainText('MT en-MT EUR');
  await expect(page.getByRole('cell').filter({ has: malta })).toContainText('new, unsaved');
  expect(await exists(MALTA)).toBe(false);
  await page.reload();
  await expect(malta).toContainText('MT en-MT EUR');

  // The preview works at 127.0.0.1 too.
  await page.getByRole('button', { name: 'hippodrome Great Britain' }).click();
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
  expect(await cli(brandsDir, 'validate')).toMatchObject({ code: 0 });
  const prettier = await promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'prettier'),
    ['--check', path.join(brandsDir, MALTA)],
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
  await expect(page.getByRole('cell').filter({ has: malta })).toContainText('removed when saved');
  expect(await exists(MALTA)).toBe(true);
  await page.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByRole('dialog', { name: 'Save 1 file?' })).toContainText('removed');
  await page.getByRole('dialog', { name: 'Save 1 file?' }).getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText(`Saved 1 file: brands/${MALTA}`);
  expect(await exists(MALTA)).toBe(false);
  await expect(malta).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
