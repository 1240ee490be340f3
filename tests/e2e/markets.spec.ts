import { expect, test } from './fixtures/test.ts';
import { manifestOf, restrictedPageOf } from './fixtures/brands.ts';
import { clickUntil, Site } from './fixtures/site.ts';

test.describe('markets by country', () => {
  test('hippodrome shows New Zealand and Great Britain their own lobby', async ({ page, brand, visitFrom }) => {
    test.skip(brand !== 'hippodrome', 'hippodrome has the NZ and GB markets');
    await visitFrom('NZL');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
    const nzTitle = await page.title();
    await visitFrom('GBR');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(await page.title()).not.toBe(nzTitle);
  });

  test('a Chinese-speaking market gets its page, header, footer and modals in Chinese', async ({ page, brand, visitFrom }) => {
    test.skip(brand !== 'hippodrome', 'hippodrome has the zh market');
    await visitFrom('CHN');
    const site = new Site(page);
    await site.open('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.title()).toMatch(/[\u4e00-\u9fff]/);
    await expect(site.header.getByRole('link', { name: '优惠活动' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('负责任博彩');
    const login = page.getByRole('dialog', { name: '欢迎回来' });
    await clickUntil(site.header.getByRole('button', { name: '登录' }), () => expect(login).toBeVisible({ timeout: 1000 }));
  });

  test('a player of the Chinese-speaking market refused by the login limits reads why in Chinese', async ({
    page,
    brand,
    visitFrom,
    allowConsoleErrors,
  }) => {
    test.skip(brand !== 'hippodrome', 'hippodrome has the zh market');
    allowConsoleErrors(/status of 429/);
    await visitFrom('CHN');
    const site = new Site(page);
    await site.open('/');
    // The site's answer once this address has failed too often on the username (server/security/login-limits.ts).
    await page.route('**/api/accounts/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"code":10003,"message":"Too many login attempts."}',
      }),
    );
    const login = page.getByRole('dialog', { name: '欢迎回来' });
    await clickUntil(site.header.getByRole('button', { name: '登录' }), () => expect(login).toBeVisible({ timeout: 1000 }));
    await login.getByRole('textbox', { name: '用户名' }).fill('demo');
    await login.getByLabel('密码', { exact: true }).fill('Croupier2026!');
    await login.getByRole('button', { name: '登录' }).click();
    await expect(login.getByRole('alert')).toHaveText('登录失败次数过多。为保障您的安全，请等待几分钟后再试，或重置您的密码。');
  });
});

test.describe('a visitor by country', () => {
  // Read from the brand's manifest: every brand serves Canada; no known country is Great Britain (SPEC §9).
  const cases: {
    name: string;
    country: (restricted: string[]) => string | undefined;
    served: (restricted: string[]) => boolean;
  }[] = [
    { name: 'from a country the brand serves (Canada)', country: () => 'CA', served: () => true },
    { name: 'from a country the brand does not serve', country: (restricted) => restricted[0], served: () => false },
    {
      name: 'from no known country (Great Britain)',
      country: () => undefined,
      served: (restricted) => !restricted.includes('GB'),
    },
  ];

  for (const { name, country: countryOf, served: isServed } of cases) {
    test(`${name} gets games, or the restricted-country page, never an empty lobby`, async ({
      page,
      brand,
      visitFrom,
      allowConsoleErrors,
    }) => {
      const { restrictedCountries, meta } = manifestOf(brand);
      const country = countryOf(restrictedCountries);
      allowConsoleErrors(/451/);
      if (country) await visitFrom(country);
      const site = new Site(page);
      const response = await site.open('/');
      const games = page.locator('main a[href^="/game/"]');
      if (isServed(restrictedCountries)) {
        expect(response?.status()).toBe(200);
        await expect(games.first()).toBeVisible();
        return;
      }
      const restricted = restrictedPageOf(brand);
      const props = restricted.components[0]!.props as { title: string; ctaText: string };
      expect(response?.status()).toBe(451);
      await expect(page).toHaveTitle(`${restricted.meta.title}${meta.titleSuffix}`);
      await expect(page.getByRole('heading', { level: 1, name: props.title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: props.ctaText })).toHaveAttribute('href', '/help');
      await expect(games).toHaveCount(0);
      await expect(page.getByText(/no games here yet/i)).toHaveCount(0);
    });
  }
});
