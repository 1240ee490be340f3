import { languageOfLocale, translate } from '../../engine/i18n/index.ts';
import type { SessionMessageKey } from '../../engine/i18n/messages/index.ts';
import { errorsMessages, sessionMessages } from '../support/message-files.ts';
import type { FooterProps, HeaderProps, LoginModalProps, RestrictedCountryPageProps } from '../../schemas/index.ts';
import { expect, test, sameOnEveryScreen } from './fixtures/test.ts';
import { manifestOf, pageOf } from './fixtures/brands.ts';
import {
  allMarketNames,
  marketOfVisitor,
  marketsOf,
  marketShellProps,
  servedMarketOf,
  servesDefaultCountry,
  unservedCountryOf,
  type MarketUnderTest,
} from './fixtures/markets.ts';
import { PASSWORD } from './fixtures/players.ts';
import { clickUntil, Site } from './fixtures/site.ts';

/** The brand's market of that name (a test of it is skipped before it starts for a brand without it). */
const marketNamed = (brand: string, name: string): MarketUnderTest | undefined =>
  marketsOf(brand).find((candidate) => candidate.name === name);

/**
 * The first market of the brand that speaks the language of its market of that name: the login
 * limits' message is checked once per language.
 */
function firstMarketSpeakingAs(brand: string, name: string) {
  const market = marketNamed(brand, name);
  if (!market) return undefined;
  const language = languageOfLocale(market.manifest.locale);
  return marketsOf(brand).find((candidate) => languageOfLocale(candidate.manifest.locale) === language);
}

/** A string of the site in the market's language. */
const textIn = (market: MarketUnderTest, key: SessionMessageKey) =>
  translate(sessionMessages, languageOfLocale(market.manifest.locale), key);

/** Opens the login window from the header, as the market names it. */
async function openLogin(site: Site, brand: string, market: MarketUnderTest) {
  const login = site.page.getByRole('dialog', { name: marketShellProps<LoginModalProps>(brand, market, 'loginModal').title });
  await clickUntil(site.header.getByRole('button', { name: textIn(market, 'header.login') }), () =>
    expect(login).toBeVisible({ timeout: 1000 }),
  );
  return login;
}

test.describe('each market of the brand, visited from its country', () => {
  for (const name of allMarketNames()) {
    test.describe(() => {
      // Before the test starts, so a brand without the market opens no page for it.
      test.skip(({ brand }) => !marketNamed(brand, name), `no ${name} market`);
      // A market's header, footer and login window are its content; each screen's layout is the lobby's.
      sameOnEveryScreen();

      test(`${name}: its lobby in its locale, with its own header, footer and login window`, async ({
        page,
        brand,
        visitFrom,
      }) => {
        const market = marketNamed(brand, name)!;
        await visitFrom(market.visitFrom);
        const site = new Site(page);
        await site.open('/');
        await expect(page.locator('html')).toHaveAttribute('lang', market.manifest.locale);
        const { navigation } = marketShellProps<HeaderProps>(brand, market, 'header');
        const link = navigation[1] ?? navigation[0]!;
        await expect(site.header.getByRole('link', { name: link.text, exact: true }).first()).toBeVisible();
        const { columns } = marketShellProps<FooterProps>(brand, market, 'footer');
        await expect(page.getByRole('contentinfo')).toContainText(columns.at(-1)!.links[0]!.text);
        await openLogin(site, brand, market);
      });
    });
  }

  for (const name of allMarketNames()) {
    test.describe(() => {
      // The message is the login dialog's alert, the same on every screen; once per language.
      test.skip(({ isMobile }) => isMobile, "the refusal's wording is checked in the desktop project");
      test.skip(
        ({ brand }) => firstMarketSpeakingAs(brand, name)?.name !== name,
        `no ${name} market, or its language is checked in another`,
      );

      test(`${name}: a player refused by the login limits reads why in the market's language`, async ({
        page,
        brand,
        visitFrom,
        allowConsoleErrors,
      }) => {
        const market = marketNamed(brand, name)!;
        allowConsoleErrors(/status of 429/);
        await visitFrom(market.visitFrom);
        const site = new Site(page);
        await site.open('/');
        // The site's answer once this address has failed too often on the username (server/security/login-limits.ts).
        await page.route('**/api/accounts/login', (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ code: 10003, message: 'Too many login attempts.' }),
          }),
        );
        const login = await openLogin(site, brand, market);
        await login.getByRole('textbox', { name: textIn(market, 'login.username') }).fill('demo');
        await login.getByLabel(textIn(market, 'login.password'), { exact: true }).fill(PASSWORD);
        await login.getByRole('button', { name: textIn(market, 'login.submit') }).click();
        await expect(login.getByRole('alert')).toHaveText(textIn(market, 'error.tooManyAttempts'));
      });
    });
  }
});

/**
 * The restricted-country page a visitor of that market reads: the brand's record (the market's own where
 * it has one), else the site's own page, in the market's language (server/pages, RestrictedCountryPage).
 */
function restrictedPage(brand: string, market: MarketUnderTest | undefined) {
  const record = pageOf(brand, '/restricted-country', market?.name);
  const props = (record?.components[0]?.props ?? {}) as RestrictedCountryPageProps;
  const text = (key: 'restricted.title' | 'restricted.help') =>
    translate(errorsMessages, languageOfLocale(market?.manifest.locale ?? 'en'), key);
  return {
    title: record?.meta.title ?? 'Not Available in Your Country',
    heading: props.title ?? text('restricted.title'),
    ctaText: props.ctaText ?? text('restricted.help'),
    ctaHref: props.ctaHref ?? '/help',
  };
}

test.describe('a visitor by country', () => {
  test.skip(({ isMobile }) => isMobile, 'which page a country gets is the same on every screen: checked in the desktop project');
  // Read from the brand's manifest: a country it serves, one it restricts (null: it restricts none), and
  // no country at all (SPEC §9's default).
  const cases: {
    name: string;
    country: (brand: string) => string | null | undefined;
    served: (brand: string) => boolean;
  }[] = [
    { name: 'from a country the brand serves', country: (brand) => servedMarketOf(brand).visitFrom, served: () => true },
    {
      name: 'from a country the brand does not serve',
      country: (brand) => unservedCountryOf(brand)?.iso3 ?? null,
      served: () => false,
    },
    { name: 'from no known country (the default country)', country: () => undefined, served: servesDefaultCountry },
  ];

  for (const { name, country: countryOf, served: isServed } of cases) {
    test(`${name} gets games, or the restricted-country page, never an empty lobby`, async ({
      page,
      brand,
      visitFrom,
      allowConsoleErrors,
    }) => {
      const { meta } = manifestOf(brand);
      const country = countryOf(brand);
      test.skip(country === null, `${brand} restricts no country`);
      allowConsoleErrors(/451/);
      if (country) await visitFrom(country);
      const site = new Site(page);
      const response = await site.open('/');
      const games = page.locator('main a[href^="/game/"]');
      if (isServed(brand)) {
        expect(response?.status()).toBe(200);
        await expect(games.first()).toBeVisible();
        return;
      }
      const restricted = restrictedPage(brand, marketOfVisitor(brand, country ?? undefined));
      expect(response?.status()).toBe(451);
      await expect(page).toHaveTitle(`${restricted.title}${meta.titleSuffix}`);
      await expect(page.getByRole('heading', { level: 1, name: restricted.heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: restricted.ctaText })).toHaveAttribute(
        'href',
        restricted.ctaHref,
      );
      await expect(games).toHaveCount(0);
      await expect(page.getByText(/no games here yet/i)).toHaveCount(0);
    });
  }
});
