import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * The README's screenshots: each brand's lobby on a phone (390×844) and a desktop (1366×900), and a
 * game played on a phone upright and on its side, at CSS scale, as webp under docs/screenshots/. Run against a built site:
 * `PORT=3550 SANDBOX_PORT=3551 npx tsx scripts/start.ts`, then `SITE_PORT=3550 npx tsx scripts/docs-screenshots.ts`.
 */
const BRANDS = [
  // Jackpot City does not serve Great Britain, where a visitor the site cannot place counts as coming from.
  { brand: 'croupier', country: 'GBR', player: { countryIso2: 'GB', currencyIsoCode: 'GBP' } },
  { brand: 'hippodrome', country: 'GBR', player: { countryIso2: 'GB', currencyIsoCode: 'GBP' } },
  { brand: 'jackpotcity', country: 'CAN', player: { countryIso2: 'CA', currencyIsoCode: 'CAD' } },
];
/** A played game on a phone, upright and on its side. */
const GAME_SCREENS = [
  { name: 'game-phone', width: 390, height: 844 },
  { name: 'game-phone-landscape', width: 844, height: 390 },
];
const PASSWORD = 'Croupier2026!';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
];
const port = Number(process.env.SITE_PORT ?? 3000);
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** A brand's lobby in a new browser context, as a visitor from `country` on that screen sees it. */
async function openLobby(brand: string, country: string, viewport: { width: number; height: number }, isMobile: boolean) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
  const origin = `http://${brand}.localhost:${port}`;
  await context.addCookies([{ name: 'country', value: country, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  return { context, page };
}

/** The screen as docs/screenshots/<name>.webp. */
async function save(page: Page, name: string) {
  const file = path.join(outDir, `${name}.webp`);
  await sharp(await page.screenshot())
    .webp({ quality: 80 })
    .toFile(file);
  console.log(file);
}
try {
  for (const { brand, country } of BRANDS)
    for (const { name, width, height, isMobile } of VIEWPORTS) {
      const { context, page } = await openLobby(brand, country, { width, height }, isMobile);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // The cookie banner would cover the games: a first visit answers it, as most visitors do.
      await page.getByRole('button', { name: 'Reject all' }).click();
      // The lobby's games, the category bar at the top: what a player comes for.
      await page
        .getByRole('tablist')
        .first()
        .evaluate((tabs) => window.scrollTo(0, tabs.getBoundingClientRect().top - 80));
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await save(page, `${brand}-${name}`);
      await context.close();
    }
  // The game as a player on a phone has it: a new sandbox player of the brand's market logs in, opens the first game.
  for (const { brand, country, player } of BRANDS) {
    const { context, page } = await openLobby(brand, country, GAME_SCREENS[0]!, true);
    const username = `docs.${brand}.${Date.now().toString(36)}`;
    const created = await context.request.post(`http://127.0.0.1:${port}/sandbox/players`, {
      data: { username, password: PASSWORD, ...player },
    });
    if (created.status() !== 201) throw new Error(`${brand}: could not create a player (${created.status()})`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').waitFor();
    await page.locator('main [role="group"] article a[href^="/game/"]').first().click();
    await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).waitFor();
    for (const { name, width, height } of GAME_SCREENS) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      await save(page, `${brand}-${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
