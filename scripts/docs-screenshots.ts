import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

/**
 * The README's screenshots: each brand's lobby on a phone (390×844) and a desktop (1366×900), at CSS
 * scale, as webp under docs/screenshots/. Run against a built site:
 * `PORT=3550 SANDBOX_PORT=3551 npx tsx scripts/start.ts`, then `SITE_PORT=3550 npx tsx scripts/docs-screenshots.ts`.
 */
const BRANDS = [
  // Jackpot City does not serve Great Britain, where a visitor the site cannot place counts as coming from.
  { brand: 'croupier', country: 'GBR' },
  { brand: 'hippodrome', country: 'GBR' },
  { brand: 'jackpotcity', country: 'CAN' },
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
];
const port = Number(process.env.SITE_PORT ?? 3000);
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { brand, country } of BRANDS)
    for (const { name, width, height, isMobile } of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile,
        hasTouch: isMobile,
        deviceScaleFactor: 1,
      });
      const origin = `http://${brand}.localhost:${port}`;
      await context.addCookies([{ name: 'country', value: country, url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // The cookie banner would cover the games: a first visit answers it, as most visitors do.
      await page.getByRole('button', { name: 'Reject all' }).click();
      // The lobby's games, the category bar at the top: what a player comes for.
      await page
        .getByRole('tablist')
        .first()
        .evaluate((tabs) => window.scrollTo(0, tabs.getBoundingClientRect().top - 80));
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const file = path.join(outDir, `${brand}-${name}.webp`);
      await sharp(await page.screenshot())
        .webp({ quality: 80 })
        .toFile(file);
      console.log(file);
      await context.close();
    }
} finally {
  await browser.close();
}
