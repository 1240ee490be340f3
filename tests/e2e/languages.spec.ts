import { LOCALE_COOKIE } from '../../engine/market/choose-locale.ts';
import { translate } from '../../engine/i18n/index.ts';
import { contentMessages, sessionMessages } from '../support/message-files.ts';
import { marketsOf, playerOf, type MarketUnderTest } from './fixtures/markets.ts';
import { createPlayer } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { expect, test, type Page } from './fixtures/test.ts';

/**
 * A market of several languages (Jackpot City's Canada: en-CA and fr-CA): the visitor picks one by a
 * link in the footer, the page comes in it (strings, `<html lang>`, money), and the choice holds over a
 * reload and a login, until they pick the other.
 */
const bilingualMarketOf = (brand: string): MarketUnderTest | undefined =>
  marketsOf(brand).find((market) => market.manifest.locales.length > 1);

test.skip(({ brand }) => bilingualMarketOf(brand) === undefined, 'only a brand with a market of several languages');

const languageLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation').getByRole('link', { name, exact: true });

/** Follows the footer's link to a language: a real link, so the whole page comes again in it. */
async function chooseLanguage(page: Page, name: string, locale: string) {
  const link = languageLink(page, name);
  await link.scrollIntoViewIfNeeded();
  await clickUntil(link, () => expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 5000 }));
}

async function rejectCookies(page: Page, locale: string) {
  const reject = page.getByRole('button', { name: translate(contentMessages, locale, 'cookies.reject') });
  await clickUntil(reject, () => expect(reject).toBeHidden({ timeout: 2000 }));
}

test('a Canadian visitor switches to French and back, and the choice holds over a reload and a login', async ({
  page,
  context,
  request,
  baseURL,
  brand,
  visitFrom,
  logInThroughApi,
}) => {
  const market = bilingualMarketOf(brand)!;
  const [english, french] = market.manifest.locales as [string, string];
  await visitFrom(market.visitFrom);
  const site = new Site(page);
  await site.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', english);
  await rejectCookies(page, english);

  await chooseLanguage(page, 'Français', french);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: translate(sessionMessages, french, 'header.login') })).toBeVisible();
  await expect(languageLink(page, 'Français')).toHaveAttribute('aria-current', 'true');
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe(french);

  // A reload of a page without the link's parameter: the cookie keeps French.
  await site.open('/promotions');
  await expect(page.locator('html')).toHaveAttribute('lang', french);

  // Logged in, still French, and the balance is money as fr-CA writes it.
  const player = await createPlayer(request, baseURL!, { ...playerOf(market), balance: 1234.5 });
  await logInThroughApi(player);
  await site.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', french);
  await expect(banner.getByText(translate(sessionMessages, french, 'header.balance'), { exact: true }).first()).toBeVisible();
  await expect(banner.getByText(/^1\s234,50\s\$$/).first()).toBeVisible();

  await chooseLanguage(page, 'English', english);
  await expect(banner.getByText(/^\$1,234\.50$/).first()).toBeVisible();
  await site.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', english);
});
