import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { git, openPage, studioForEachTest } from './studio-under-test.ts';

// A manager who has not saved before: the studio asks the name once.
const studio = studioForEachTest({ managerKnown: false });

const NEW_TITLE = 'Opening Night on Leicester Square';
const OLD_TITLE = "Leicester Square's Grand Casino, Now in Your Pocket";
const lobbyOnDisk = async () =>
  JSON.parse(await readFile(path.join(studio.brandsDir, 'hippodrome/content/markets/gb/lobby.json'), 'utf8')) as {
    components: { props?: { title?: string } }[];
  };

/** The Great Britain lobby of Hippodrome, found from the home by its name in at most two clicks. */
async function openBritishLobby(page: Page) {
  await page.goto(studio.url);
  await openPage(page, 'Hippodrome', 'Lobby · Great Britain');
}

const canvas = (page: Page) => page.frameLocator('iframe#preview-frame');

test('a manager changes the hero, saves a version, sees it in History, restores the one before and saves again', async ({
  page,
}) => {
  // Two saves, a restore and three pictures drawn by the site's components: minutes on a busy machine.
  test.setTimeout(360_000);
  await openBritishLobby(page);

  // The canvas is the page as players see it: the brand's hero, clicked to edit it.
  await canvas(page).getByRole('heading', { name: OLD_TITLE }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).filter({ visible: true }).fill(NEW_TITLE);
  await expect(canvas(page).getByRole('heading', { name: NEW_TITLE })).toBeVisible();

  await page.getByRole('button', { name: 'Save 1 file' }).click();
  const review = page.getByRole('dialog', { name: 'Save 1 file?' });
  await review.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
  const message = review.getByRole('textbox', { name: /What changed/ });
  await expect(message).toHaveValue(
    `Lobby · Great Britain: Hero: title changed from “${OLD_TITLE.slice(0, 47)}…” to “${NEW_TITLE}”`,
  );
  await message.fill('Opening night hero for Great Britain');
  await review.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText('Saved 1 file: brands/hippodrome/content/markets/gb/lobby.json');
  expect((await lobbyOnDisk()).components[0]?.props?.title).toBe(NEW_TITLE);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History of Lobby · Great Britain' });
  const versions = history.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Restore this version' }) });
  const newest = history.getByRole('list').first().getByRole('listitem').first();
  await expect(newest).toContainText('Opening night hero for Great Britain');
  await expect(newest).toContainText('Ada Lovelace');
  await expect(newest).toContainText(`Hero: title changed`);

  // The version's pictures, drawn once asked for: the page as players saw it before the save and after it.
  await expect(history.locator('iframe')).toHaveCount(0);
  await newest.getByRole('button', { name: 'Show before and after' }).click();
  const pictures = newest.getByRole('group', { name: /^before and after the version of / });
  await expect(pictures.getByText(/^Before /)).toBeVisible();
  await expect(pictures.getByText(/^After /)).toBeVisible();
  const before = pictures.frameLocator('iframe[title*=" before the version of "]');
  const after = pictures.frameLocator('iframe[title*=" after the version of "]');
  await expect(before.getByRole('heading', { name: OLD_TITLE })).toBeVisible({ timeout: 60_000 });
  await expect(after.getByRole('heading', { name: NEW_TITLE })).toBeVisible({ timeout: 60_000 });
  await expect(before.getByRole('heading', { name: NEW_TITLE })).toHaveCount(0);
  await expect(after.getByRole('heading', { name: OLD_TITLE })).toHaveCount(0);
  await pictures.getByRole('radio', { name: 'Desktop' }).check();
  await expect(after.getByRole('heading', { name: NEW_TITLE })).toBeVisible({ timeout: 60_000 });
  // The version that made the file has nothing before it; only the versions asked for are drawn.
  const oldest = history.getByRole('listitem', { name: /by Croupier$/ });
  await oldest.getByRole('button', { name: 'Show before and after' }).click();
  await expect(oldest).toContainText('This version created the page: there is no before.');
  await expect(history.locator('iframe')).toHaveCount(3);
  await versions.first().getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByLabel('save status')).toContainText('as a draft: review it and save');
  await expect(canvas(page).getByRole('heading', { name: OLD_TITLE })).toBeVisible();

  // The name is not asked again; the message is suggested from what the restore changes.
  await page.getByRole('button', { name: 'Save 1 file' }).click();
  const again = page.getByRole('dialog', { name: 'Save 1 file?' });
  await expect(again.getByRole('textbox', { name: /Your name/ })).toHaveCount(0);
  await expect(again.getByRole('textbox', { name: /What changed/ })).toHaveValue(/^Lobby · Great Britain: Hero: title changed/);
  await again.getByRole('button', { name: 'Save 1 file' }).click();
  await expect(page.getByLabel('save status')).toHaveText('Saved 1 file: brands/hippodrome/content/markets/gb/lobby.json');
  expect((await lobbyOnDisk()).components[0]?.props?.title).toBe(OLD_TITLE);

  const log = await git(studio.brandsDir, 'log', '--format=%an|%s');
  expect(log.trim().split('\n')).toEqual([
    expect.stringMatching(/^Ada Lovelace\|Lobby · Great Britain: Hero: title changed/),
    'Ada Lovelace|Opening night hero for Great Britain',
    'Croupier|The brands as the project has them',
  ]);
  await expect(history.getByRole('list').first().getByRole('listitem').first()).toContainText('Ada Lovelace');
});
