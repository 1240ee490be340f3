import { PSEUDO_LOCALE } from '../../engine/i18n/languages.ts';
import { homeMarketOf } from './fixtures/markets.ts';
import { cutPseudoText } from './fixtures/cut-text.ts';
import { clickUntil, Site } from './fixtures/site.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * The pages in the pseudo-locale (en-XA: every message accented, bracketed and about a third longer,
 * as translations run), on a phone: no message is cut, every screen is pictured for a person to look at.
 * The sandbox offers the pseudo-locale on every market (`?locale=en-XA`).
 */
test.skip(({ isMobile }) => !isMobile, 'longer text is tightest on a phone');

test('longer text fits a phone: the lobby, the login dialog and the promotions', async ({ page, brand, visitFrom }, testInfo) => {
  await visitFrom(homeMarketOf(brand).visitFrom);
  const site = new Site(page);
  await site.open(`/?locale=${PSEUDO_LOCALE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
  const reject = page.getByRole('button', { name: /^\[Ŕéĵéçţ àĺĺ ~+\]$/ });
  await clickUntil(reject, () => expect(reject).toBeHidden({ timeout: 2000 }));

  const look = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await testInfo.attach(`${brand}-${name}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    expect(await cutPseudoText(page), `${name}: messages cut`).toEqual([]);
  };
  await look('lobby');
  const login = page.getByRole('banner').getByRole('button', { name: /^\[Ĺöĝ íñ ~+\]$/ });
  await clickUntil(login, () => expect(page.getByRole('dialog')).toBeVisible({ timeout: 5000 }));
  await look('login-dialog');
  await site.open(`/promotions?locale=${PSEUDO_LOCALE}`);
  await look('promotions');
});
