import type { PlatformPromotion } from '../../schemas/index.ts';
import { marketHasRule, marketsOf, playerOf, type MarketUnderTest } from './fixtures/markets.ts';
import { createPlayer } from './fixtures/players.ts';
import { Site } from './fixtures/site.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A platform offer that breaks the UK Gambling Commission's rules (35x wagering, casino and betting
 * in one), which the sandbox serves one player in every market: the site leaves it out for a visitor
 * of the brand's market under those rules, and shows it to a visitor of the rest of the world.
 */
const BREAKING: PlatformPromotion = {
  promotionId: 990064,
  serviceId: 101,
  title: 'The Casino and Sportsbook Welcome',
  description: 'One bonus for the tables and the match.',
  termsSummary: 'Bonus wagering 35x within 30 days.',
  isUserOptedIn: false,
  fromContentService: false,
  optInRequired: true,
  terms: { products: ['casino', 'betting'], newPlayersOnly: true, wageringMultiple: 35, expiryDays: 30 },
};

/** The brand's market whose rulebook caps wagering (Great Britain), if it has one. */
const cappedMarketOf = (brand: string) => marketsOf(brand).find((market) => marketHasRule(market.manifest, 'wageringCap'));
const restOfWorldOf = (brand: string) => marketsOf(brand).find((market) => market.manifest.isRow)!;
const PLAYER_LIST = /^\/api\/promotions\/account\/\d+\/casino\/\d+\/get$/;

test.describe('a platform offer that breaks the rulebook', () => {
  test.skip(({ brand }) => !cappedMarketOf(brand), 'no market of this brand caps wagering');

  for (const { visitor, marketOf, shown } of [
    { visitor: 'the capped market (GB)', marketOf: (brand: string) => cappedMarketOf(brand)!, shown: false },
    { visitor: 'the rest of the world', marketOf: restOfWorldOf, shown: true },
  ] as { visitor: string; marketOf: (brand: string) => MarketUnderTest; shown: boolean }[]) {
    test(`is ${shown ? 'shown' : 'absent'} for a visitor of ${visitor}, the other offers in place`, async ({
      page,
      request,
      baseURL,
      brand,
      visitFrom,
      logInThroughApi,
    }) => {
      const market = marketOf(brand);
      const player = await createPlayer(request, baseURL!, playerOf(market));
      const sandbox = `http://127.0.0.1:${new URL(baseURL!).port}/sandbox`;
      const offered = await request.post(`${sandbox}/players/${player.username}/promotions`, {
        data: { brand, promotion: BREAKING },
      });
      expect(offered.status()).toBe(201);
      await visitFrom(market.visitFrom);
      await logInThroughApi(player);

      const listed = page.waitForResponse((response) => PLAYER_LIST.test(new URL(response.url()).pathname));
      await new Site(page).open('/promotions');
      const answer = await listed;
      expect(answer.status()).toBe(200);
      const titles = ((await answer.json()) as { data: PlatformPromotion[] }).data.map((promotion) => promotion.title);
      expect(titles.includes(BREAKING.title)).toBe(shown);

      // The platform's other offers are on the page, the breaking one only where the rules allow it.
      const others = titles.filter((title) => title !== BREAKING.title);
      expect(others.length).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { name: others[0], exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: BREAKING.title, exact: true })).toHaveCount(shown ? 1 : 0);
    });
  }
});
