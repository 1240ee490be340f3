import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseSection,
  expectAccessible,
  openBrandSettings,
  openMarket,
  openPage,
  REPO_ROOT,
  studioForEachTest,
} from './studio-under-test.ts';

const studio = studioForEachTest();

/** `STUDIO_SCREENSHOTS=1` writes the screens the brand managers' guide shows into studio/docs/. */
const DOCS = process.env.STUDIO_SCREENSHOTS ? path.join(REPO_ROOT, 'studio', 'docs') : undefined;
const picture = async (page: Page, name: string) => {
  if (DOCS) await page.screenshot({ path: path.join(DOCS, `${name}.png`) });
};

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`every screen of the studio passes axe at ${viewport.width} × ${viewport.height}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const wide = viewport.width === 1440;
    await page.goto(studio.url);
    await expect(page.getByRole('heading', { name: 'Brands', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'brands' }).getByRole('button', { name: 'Hippodrome', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pages of Hippodrome' })).toBeVisible();
    await expectAccessible(page);
    if (wide) await picture(page, 'studio-home');

    await openBrandSettings(page, 'Hippodrome', 'Look and feel');
    await expect(page.getByRole('heading', { name: 'Look and feel', level: 3 })).toBeVisible();
    await expectAccessible(page);
    await openMarket(page, 'Hippodrome', 'Great Britain');
    await expect(page.getByRole('textbox', { name: 'Market name' })).toHaveValue('Great Britain');
    await expectAccessible(page);
    // The market's rulebook and its rules, under Player protection: what the site enforces for its players.
    await page.getByRole('navigation', { name: 'sections' }).getByRole('button', { name: 'Player protection' }).click();
    const rules = page.getByRole('region', { name: /^Rules of Great Britain \(UK Gambling Commission\): \d of 6 in force$/ });
    await expect(
      rules.getByRole('row', { name: /10 times.*LCCP SR code 5\.1\.1\(3a\).*in force since 19 Jan 2026/ }),
    ).toBeVisible();
    await expect(rules.getByRole('row', { name: /RTS 13C/ })).toBeVisible();
    await expectAccessible(page);

    // Jackpot City's Canada market, offering French too on this copy: its Languages name each locale and what fr-CA lacks.
    const canada = path.join(studio.brandsDir, 'jackpotcity', 'markets', 'ca.json');
    await writeFile(canada, JSON.stringify({ ...JSON.parse(await readFile(canada, 'utf8')), locales: ['en-CA', 'fr-CA'] }));
    await openMarket(page, 'Jackpot City', 'Canada');
    await chooseSection(page, 'Languages');
    await expect(page.getByRole('region', { name: 'Canadian English (en-CA), the default' })).toBeVisible();
    const french = page.getByRole('region', { name: 'Canadian French (fr-CA)', exact: true });
    await expect(
      french.getByText(/^(Every player-facing string is in French\.|\d+ player-facing strings? (is|are) not yet in French)$/),
    ).toBeVisible();
    await french.getByText(/^\d+ page records have no fr-CA record$/).click();
    await expect(french.getByRole('row', { name: '/terms Terms and Conditions' })).toBeVisible();
    await expect(french.getByRole('row', { name: '/blog The City Blog: Casino Guides, Reviews and Jackpot News' })).toBeVisible();
    await expectAccessible(page);

    await openPage(page, 'Hippodrome', 'Lobby · Great Britain');
    const canvas = page.frameLocator('iframe#preview-frame');
    await expect(canvas.getByRole('heading', { name: "Leicester Square's Grand Casino, Now in Your Pocket" })).toBeVisible({
      timeout: 120_000,
    });
    await canvas.getByRole('article', { name: /^Hero: Leicester Square/ }).click();
    // At 1024 px Puck folds its side panels away (its buttons open them); at 1440 the form shows beside the canvas.
    if (wide) await expect(page.getByRole('region', { name: 'selected Hero' }).filter({ visible: true })).toBeVisible();
    await expectAccessible(page);
    if (wide) await picture(page, 'studio-page-editor');

    // One saved change, so History has something to tell.
    if (wide) {
      await page
        .getByRole('textbox', { name: 'Title', exact: true })
        .filter({ visible: true })
        .fill('Opening Night on Leicester Square');
      await page.getByRole('button', { name: 'Save 1 file' }).click();
      await page.getByRole('dialog', { name: 'Save 1 file?' }).getByRole('button', { name: 'Save 1 file' }).click();
      await expect(page.getByLabel('save status')).toContainText('Saved 1 file');
    }
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'History of Lobby · Great Britain' })).toContainText('Croupier');
    await page.getByRole('region', { name: 'History of Lobby · Great Britain' }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (wide) await picture(page, 'studio-history');

    // The saved version's pictures: the page before the save and after it.
    if (wide) {
      const newest = page.getByRole('region', { name: 'History of Lobby · Great Britain' }).getByRole('listitem').first();
      await newest.getByRole('button', { name: 'Show before and after' }).click();
      const pictures = newest.getByRole('group', { name: /^before and after the version of / });
      for (const side of ['before', 'after'])
        await expect(pictures.frameLocator(`iframe[title*=" ${side} the version of "]`).getByRole('heading').first()).toBeVisible(
          { timeout: 60_000 },
        );
      // History's title, the version and its pictures in one screen, below the studio's top bar.
      await page
        .getByRole('heading', { name: 'History of Lobby · Great Britain' })
        .evaluate((title) => window.scrollTo(0, title.getBoundingClientRect().top + window.scrollY - 70));
      await expectAccessible(page);
      await picture(page, 'studio-history-pictures');
    }
  });
}
