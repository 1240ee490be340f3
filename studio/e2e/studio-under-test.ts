import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `npm run cli -- --brands-dir <copy> …`, as a person runs it. */
export const cli = (brandsDir: string, ...args: string[]) =>
  promisify(execFile)(TSX, [path.join(REPO_ROOT, 'cli/index.ts'), '--brands-dir', brandsDir, ...args], { cwd: REPO_ROOT }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
  );

/** axe finds nothing serious or critical (WCAG 2.2 AA) on what the page shows now; the preview's site is the brands' own. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    // Only violations are read: axe then details no passing or inapplicable node, most of its work.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** `git …` in a folder, its output. */
export const git = (cwd: string, ...args: string[]) => promisify(execFile)('git', args, { cwd }).then(({ stdout }) => stdout);

/** The manager the studio knows already, unless a test starts with none. */
export const MANAGER = 'Grace Hopper';

/**
 * `npm run studio` for each test of the file, on a free port, over a copy of brands/ (the repository's
 * is never touched) that is a git repository of its own, so saves commit there; stopped and removed
 * after it. The studio knows the manager's name (MANAGER) unless `managerKnown` is false. Read `url`,
 * `brandsDir` and `settingsFile` inside a test.
 */
export function studioForEachTest({ managerKnown = true } = {}) {
  let scratch = '';
  let studio: ChildProcess | undefined;
  const running = { url: '', brandsDir: '', settingsFile: '' };
  test.beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'croupier-studio-'));
    running.brandsDir = path.join(scratch, 'brands');
    running.settingsFile = path.join(scratch, 'settings.json');
    await cp(path.join(REPO_ROOT, 'brands'), running.brandsDir, { recursive: true });
    await git(running.brandsDir, 'init', '--quiet');
    await git(running.brandsDir, 'add', '--all');
    await git(
      running.brandsDir,
      '-c',
      'user.name=Croupier',
      '-c',
      'user.email=',
      'commit',
      '--quiet',
      '-m',
      'The brands as the project has them',
    );
    if (managerKnown) await writeFile(running.settingsFile, JSON.stringify({ managerName: MANAGER }));
    // As `npm run studio` runs it: the studio takes the stop signal itself, with no tsx process between.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'studio/server/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        STUDIO_PORT: String(await freePort()),
        STUDIO_BRANDS_DIR: running.brandsDir,
        STUDIO_SETTINGS_FILE: running.settingsFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    studio = child;
    running.url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the studio stopped (${code})`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        const started = /brand studio on (\S+)/.exec(chunk.toString());
        if (started?.[1]) resolve(started[1]);
      });
    });
  });
  test.afterEach(async () => {
    if (studio && studio.exitCode === null && studio.signalCode === null) {
      const stopped = new Promise((resolve) => studio!.once('exit', resolve));
      studio.kill('SIGTERM');
      await stopped;
    }
    await rm(scratch, { recursive: true, force: true });
  });
  return running;
}

/** From the home: the brand in the side navigation (one click), then a page by its name (a second). */
export async function openPage(page: Page, brand: string, name: string) {
  await page.getByRole('navigation', { name: 'brands' }).getByRole('button', { name: brand, exact: true }).click();
  await page
    .getByRole('region', { name: `Pages of ${brand}` })
    .getByRole('button', { name, exact: true })
    .click();
}

/**
 * The open page in the whole site, full size in a new tab, once the preview shows the drafts (the
 * preview site starts with the studio, which takes up to a minute or two on a busy machine).
 */
export async function openFullSizePreview(page: Page) {
  const preview = page.getByRole('region', { name: 'full-size preview' });
  await expect(preview.getByLabel('preview status')).toHaveText('The preview shows the draft', { timeout: 120_000 });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    preview.getByRole('link', { name: 'Open full size in a new tab' }).click(),
  ]);
  return tab;
}

/** A market's settings, from the side navigation, by the market's name. */
export async function openMarket(page: Page, brand: string, market: string) {
  await page
    .getByRole('list', { name: `markets of ${brand}` })
    .getByRole('button', { name: new RegExp(`^\\S+ ${market}\\b`) })
    .click();
}

/** A brand's settings, one section of them. */
export async function openBrandSettings(page: Page, brand: string, section?: string) {
  await page.getByRole('navigation', { name: 'brands' }).getByRole('button', { name: brand, exact: true }).click();
  await page.getByRole('button', { name: 'Brand settings' }).click();
  if (section) await chooseSection(page, section);
}

/** One section of the settings in hand. */
export const chooseSection = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'sections' }).getByRole('button', { name: section, exact: true }).click();
