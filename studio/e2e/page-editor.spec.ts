import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openFullSizePreview, openPage, studioForEachTest } from './studio-under-test.ts';

const studio = studioForEachTest();

/** Opens Hippodrome's lobby for Great Britain from the page list, by its name. */
async function openBritishLobby(page: Page) {
  await page.goto(studio.url);
  await openPage(page, 'Hippodrome', 'Lobby · Great Britain');
  await expect(page.getByLabel('who sees this page')).toHaveText('Only visitors from Great Britain see this page.');
}

/** Puck's canvas: the page drawn by the site's components, each record in an article named by its component and main text. */
const canvas = (page: Page) => page.frameLocator('iframe#preview-frame');

test('a brand manager edits the hero British visitors see on the canvas, sees it in the whole site, then undoes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openBritishLobby(page);
  await expect(page.getByLabel('visitor country')).toHaveValue('GB');
  await expect(page.getByLabel('visitor market')).toHaveValue('gb');

  await canvas(page)
    .getByRole('article', { name: /^Hero: Leicester Square/ })
    .click();
  // The canvas draws in the brand's own fonts (the display face, Merriweather, for the hero's title).
  await expect
    .poll(() =>
      canvas(page)
        .locator('body')
        .evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/['"]/g, '') === 'Merriweather' && face.status === 'loaded'),
        ),
    )
    .toBe(true);
  const form = page.getByRole('region', { name: 'selected Hero' }).filter({ visible: true });
  await expect(form).toContainText('The banner at the top of a page');
  await expect(form).toContainText('This visitor sees it.');
  const title = page.getByRole('textbox', { name: 'Title', exact: true }).filter({ visible: true });
  await expect(page.getByText('The headline.', { exact: true }).filter({ visible: true })).toBeVisible();
  await title.fill('Opening Night on Leicester Square');
  // The canvas is the page: the hero's title changes there as it is typed.
  await expect(canvas(page).getByRole('heading', { name: 'Opening Night on Leicester Square' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save 1 file' })).toBeVisible();
  const onDisk = JSON.parse(await readFile(path.join(studio.brandsDir, 'hippodrome/content/markets/gb/lobby.json'), 'utf8'));
  expect(onDisk.components[0].props.title).toBe("Leicester Square's Grand Casino, Now in Your Pocket");

  // The whole site, header and footer, full size in a new tab: the unsaved draft, for a British visitor.
  const site = await openFullSizePreview(page);
  await expect(site.getByRole('heading', { name: 'Opening Night on Leicester Square' })).toBeVisible({ timeout: 60_000 });
  await expect(site.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(canvas(page).getByRole('article', { name: /^Hero: Leicester Square's Grand Casino/ })).toBeVisible();
  // The tab shows the newest draft when it is reloaded.
  await expect(async () => {
    await site.reload();
    await expect(site.getByRole('heading', { name: "Leicester Square's Grand Casino, Now in Your Pocket" })).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
});

test("a component is scheduled on the market's clocks, summer time included", async ({ page }) => {
  test.setTimeout(240_000);
  await openBritishLobby(page);
  await canvas(page)
    .getByRole('article', { name: /^Hero: Leicester Square/ })
    .click();
  // A date and a time as British players read their clocks; stored with that day's offset from UTC.
  const from = page.getByLabel('Shown from (Europe/London)', { exact: true }).filter({ visible: true });
  await from.fill('2026-12-04T18:00');
  await expect(page.getByText('Saved as 2026-12-04T18:00:00+00:00', { exact: true })).toBeVisible();
  const until = page.getByLabel('Shown until (Europe/London)', { exact: true }).filter({ visible: true });
  await until.fill('2027-07-01T12:00');
  await expect(page.getByText('Saved as 2027-07-01T12:00:00+01:00', { exact: true })).toBeVisible();
  // The canvas marks the hero with when it shows, on the same clocks.
  await expect(canvas(page).getByText('from Fri 18:00 until Thu 12:00', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save 1 file' }).click();
  await page.getByRole('dialog', { name: 'Save 1 file?' }).getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toContainText('Saved 1 file');
  const saved = JSON.parse(await readFile(path.join(studio.brandsDir, 'hippodrome/content/markets/gb/lobby.json'), 'utf8'));
  expect(saved.components[0].schedule).toEqual({ from: '2026-12-04T18:00:00+00:00', until: '2027-07-01T12:00:00+01:00' });

  // Cleared, the hero has no end again.
  await page.getByRole('button', { name: 'Clear Shown until (Europe/London)' }).filter({ visible: true }).click();
  await expect(canvas(page).getByText('from Fri 18:00', { exact: true })).toBeVisible();
});

test('components are reordered by drag and by keyboard, and the draft follows', async ({ page }) => {
  test.setTimeout(240_000);
  await openBritishLobby(page);

  // Drag the category navigation above the jackpot ticker, in the canvas (the page as players see it).
  const source = canvas(page).getByRole('article', { name: /^Category navigation/ });
  const target = canvas(page).getByRole('article', { name: /^Jackpot ticker/ });
  // The mouse reaches only what is on screen; boxes of elements in a frame are in the page's coordinates.
  await page.locator('iframe#preview-frame').scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the canvas cards are not drawn');
  // Grabbed by its left end: a selected component's action bar sits over the right end of the card above it.
  const grab = { x: from.x + 24, y: from.y + from.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 24, to.y + 4, { steps: 20 });
  await page.mouse.move(to.x + 24, to.y + 2, { steps: 5 });
  await page.mouse.up();
  const order = async () =>
    (
      await canvas(page)
        .getByRole('article')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
    ).map((label) => label.split(':')[0]);
  await expect
    .poll(async () => {
      const names = await order();
      return names.indexOf('Category navigation') < names.indexOf('Jackpot ticker');
    })
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Save 1 file' })).toBeVisible();

  // Then the jackpot ticker one place down, from the keyboard; it stays selected where it went.
  const ticker = (await order()).indexOf('Jackpot ticker');
  await canvas(page)
    .getByRole('article', { name: /^Jackpot ticker/ })
    .click();
  const moveDown = page.getByRole('button', { name: 'Move down' }).filter({ visible: true });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'selected Jackpot ticker' }).filter({ visible: true })).toContainText(
    `Position ${ticker + 2} of 9`,
  );

  await page.getByRole('button', { name: 'Save 1 file' }).click();
  const review = page.getByRole('dialog', { name: 'Save 1 file?' });
  await expect(review.getByRole('article', { name: 'changes to brands/hippodrome/content/markets/gb/lobby.json' })).toContainText(
    'categoryNavigation',
  );
  await review.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText('Saved 1 file: brands/hippodrome/content/markets/gb/lobby.json');
  const saved = JSON.parse(await readFile(path.join(studio.brandsDir, 'hippodrome/content/markets/gb/lobby.json'), 'utf8'));
  const aliases: string[] = saved.components.map((record: { alias: string }) => record.alias);
  expect(aliases.indexOf('categoryNavigation')).toBeLessThan(aliases.indexOf('jackpotTicker'));
  expect(aliases.indexOf('jackpotTicker')).toBe(ticker + 1);
});

test("a hero's picture is picked from the brand's own or uploaded, and the upload is saved with the page", async ({ page }) => {
  test.setTimeout(240_000);
  await openBritishLobby(page);
  await canvas(page)
    .getByRole('article', { name: /^Hero: Leicester Square/ })
    .click();
  // The fields of the selected component, in the editor's right-hand panel.
  const form = page.locator('.asset-field').filter({ visible: true });
  const image = form.getByRole('textbox', { name: 'Image', exact: true });
  await expect(image).toHaveValue('assets/hero/lobby-leicester-square.jpg');
  await expect(form.getByRole('img', { name: 'Image now: assets/hero/lobby-leicester-square.jpg' })).toBeVisible();

  // One of the brand's other pictures, from the list of thumbnails.
  await form.getByText("The brand's pictures").click();
  const choices = form.getByRole('list', { name: "Image: the brand's pictures" });
  await expect(choices.getByRole('button', { name: 'hero/lobby-leicester-square.jpg' })).toHaveAttribute('aria-pressed', 'true');
  await choices.getByRole('button', { name: 'hero/lobby-members-box.svg' }).click();
  await expect(image).toHaveValue('assets/hero/lobby-members-box.svg');

  // A file that is no picture is refused in words, and nothing changes.
  const upload = form.getByLabel('Upload a picture');
  await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(form.getByRole('alert')).toContainText('notes.png was not added');
  await expect(image).toHaveValue('assets/hero/lobby-members-box.svg');

  // A new picture: checked and converted by the studio, a draft until Save, then written with the page.
  const art = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: 'Opening Night.jpg', mimeType: 'image/jpeg', buffer: art });
  await expect(image).toHaveValue('assets/uploads/opening-night.png');
  await expect(form.getByRole('img', { name: 'Image now: assets/uploads/opening-night.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save 2 files' }).click();
  const review = page.getByRole('dialog', { name: 'Save 2 files?' });
  await expect(review).toContainText('brands/hippodrome/assets/uploads/opening-night.png');
  await review.getByRole('button', { name: 'Save 2 files' }).click();
  await expect(page.getByLabel('save status')).toContainText('Saved 2 files');
  const written = await sharp(path.join(studio.brandsDir, 'hippodrome/assets/uploads/opening-night.png')).metadata();
  expect({ format: written.format, width: written.width }).toEqual({ format: 'png', width: 1600 });
  const saved = JSON.parse(await readFile(path.join(studio.brandsDir, 'hippodrome/content/markets/gb/lobby.json'), 'utf8'));
  expect(saved.components[0].props.image).toBe('assets/uploads/opening-night.png');
});

test('the page editor has no serious or critical accessibility problem', async ({ page }) => {
  test.setTimeout(180_000);
  await openBritishLobby(page);
  await canvas(page)
    .getByRole('article', { name: /^Hero: Leicester Square/ })
    .click();
  const { violations } = await new AxeBuilder({ page })
    // The canvas and the preview frames hold the brand's own page, checked by the site's suite.
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});
