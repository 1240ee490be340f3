import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

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

test('a brand manager adds Malta to Hippodrome, hides a component from logged-out visitors and saves', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(studioUrl);

  const hippodrome = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Hippodrome', exact: true }) });
  await hippodrome.getByRole('button', { name: 'Add market' }).click();
  const form = page.getByRole('region', { name: 'add a market to hippodrome' });
  await form.getByLabel('Country').fill('MT');
  await form.getByLabel('Locale').fill('en-MT');
  await form.getByLabel('Content node id').fill('1107');
  await form.getByLabel('Currency').fill('EUR');
  await form.getByRole('button', { name: 'Add market' }).click();

  const malta = page.getByRole('button', { name: 'hippodrome Malta' });
  await expect(malta).toContainText('MT en-MT EUR');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Malta');

  await page
    .getByRole('navigation', { name: 'pages of hippodrome' })
    .getByRole('listitem')
    .filter({ hasText: /^\/ lobby\.json$/ })
    .getByRole('button')
    .click();
  await expect(page.getByLabel('visitor country')).toHaveValue('MT');
  const explain = page.getByRole('region', { name: 'explain' });
  await expect(explain).toContainText('market mt, locale en-MT, currency EUR; page brands/hippodrome/content/lobby.json');
  await expect(explain.getByLabel('explain hero-welcome')).toContainText('in hero (page): shown');
  await expect(explain.getByLabel('explain hero-member')).toContainText('out hero');

  await page.getByRole('checkbox', { name: 'Logged in' }).check();
  await expect(explain.getByLabel('explain hero-member')).toContainText('in hero (page): shown');
  await expect(explain.getByLabel('explain hero-welcome')).toContainText('out hero');

  await page.getByLabel('visibility of jackpotTicker 3').selectOption('loggedIn');
  await page.getByRole('checkbox', { name: 'Logged in' }).uncheck();
  await expect(explain.getByRole('listitem').filter({ hasText: 'jackpotTicker' })).toContainText(
    'out jackpotTicker (page): left out: this record is for logged-in players (visibility "loggedIn")',
  );

  await page.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText('Saved 1 file: brands/hippodrome/content/lobby.json');

  const validate = await cli(brandsDir, 'validate');
  expect(validate).toMatchObject({ code: 0, stdout: expect.stringMatching(/all valid/) });
  const saved = JSON.parse(await readFile(path.join(brandsDir, 'hippodrome/content/lobby.json'), 'utf8'));
  expect(saved.components.find((record: { alias: string }) => record.alias === 'jackpotTicker')).toMatchObject({
    visibility: 'loggedIn',
  });
  expect(consoleErrors).toEqual([]);
});
