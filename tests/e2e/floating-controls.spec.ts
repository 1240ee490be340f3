import { expect, test, type Page } from './fixtures/test.ts';
import { shellProps } from './fixtures/brands.ts';
import { createPlayer } from './fixtures/players.ts';
import { Site } from './fixtures/site.ts';
import { playerOf, servedMarketOf } from './fixtures/markets.ts';

/** The widths the lobby is checked at: a phone, a tablet and a laptop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];

/**
 * Where anything fixed to the screen covers the name or a button of a game card, a button of the
 * category bar or a jackpot ticker's name or amount, that the player can see now (below the sticky header, above the screen's foot): one
 * line per overlap.
 */
const coveredCardParts = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: the virtual grid draws the rows the scroll brought into view.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const viewTop = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    const named = (button: HTMLElement) => `button "${button.getAttribute('aria-label') ?? button.textContent}"`;
    const categoryBar = [...document.querySelectorAll<HTMLElement>('main nav button')].map((button) => ({
      part: `category bar's ${named(button)}`,
      element: button,
    }));
    // A jackpot ticker is its name and its amount.
    const tickers = [...document.querySelectorAll<HTMLElement>('main section > ul > li > span')].map((span) => ({
      part: `jackpot ticker's "${span.textContent}"`,
      element: span,
    }));
    const cardParts = [...document.querySelectorAll<HTMLElement>('main article')].flatMap((card) => {
      // A card is its link (art, then the name above the vendor) and its buttons (favourite).
      const name = card.querySelector<HTMLElement>('a > span > span:first-child');
      return [...(name ? [{ part: `name "${name.textContent}"`, element: name }] : [])].concat(
        [...card.querySelectorAll<HTMLElement>('button')].map((button) => ({ part: named(button), element: button })),
      );
    });
    // What of an element shows: its box clipped by every scrolling ancestor (a tab scrolled out of the bar is hidden).
    const shownBox = (element: HTMLElement) => {
      let box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        const [left, top] = [Math.max(box.left, clip.left), Math.max(box.top, clip.top)];
        box = new DOMRect(
          left,
          top,
          Math.max(0, Math.min(box.right, clip.right) - left),
          Math.max(0, Math.min(box.bottom, clip.bottom) - top),
        );
      }
      return box;
    };
    for (const { part, element } of [...categoryBar, ...tickers, ...cardParts]) {
      const box = shownBox(element);
      if (box.bottom <= viewTop || box.top >= innerHeight || box.width === 0 || box.height === 0) continue;
      for (const cover of fixed)
        if (overlaps(cover.box, box))
          found.push(`${cover.element.getAttribute('title') ?? cover.element.tagName} covers the ${part} at scroll ${scrollY}`);
    }
    return found;
  });

test.describe('the controls fixed to the screen (help, chat, quests)', () => {
  test('never cover a game card, the category bar or a jackpot ticker in the lobby, at 390, 768 and 1280 pixels wide', async ({
    page,
    request,
    baseURL,
    brand,
    visitFrom,
  }, testInfo) => {
    const market = servedMarketOf(brand);
    await visitFrom(market.visitFrom);
    const player = await createPlayer(request, baseURL!, playerOf(market));
    // The prompts that ask once and are dismissed (the app download banner on a phone, the cookie
    // bar) are answered: the controls that stay on the screen are what is checked.
    await page.addInitScript(() => localStorage.setItem('appDownloadPromptDismissed', 'true'));
    const site = new Site(page);
    await site.open('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await site.login(player.username, player.password);
    const quests = shellProps<{ title: string }>(brand, 'questsPanel').title;
    await expect(page.getByRole('button', { name: new RegExp(`^${quests}`) })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();

    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(() => scrollTo(0, 0));
      const covered = await coveredCardParts(page);
      // The first card just come into view at the screen's foot, where the controls stand.
      await cards.first().evaluate((card) => card.scrollIntoView({ block: 'end' }));
      covered.push(...(await coveredCardParts(page)));
      await page.screenshot({ path: testInfo.outputPath(`lobby-${screen.width}.png`) });
      // Then on down the lobby, most of a screen at a time.
      for (let step = 0; step < 6; step++) {
        await page.evaluate(() => scrollBy(0, Math.round(innerHeight * 0.7)));
        covered.push(...(await coveredCardParts(page)));
      }
      expect(covered, `at ${screen.width} px`).toEqual([]);
    }
  });
});
