import { expect, test, type Page } from './fixtures/test.ts';
import { contentPagesOf, shellProps } from './fixtures/brands.ts';
import { clickUntil, Site } from './fixtures/site.ts';

/** The cookie_item actions the page has pushed to its data layer so far. */
const consentActions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ga4eventData?: { eventAction?: string } }[] }).dataLayer ?? [])
      .filter((event) => event.event === 'croupier_cookie_item')
      .map((event) => event.ga4eventData?.eventAction),
  );

test.describe('cookie consent', () => {
  const decisions: { name: string; action: string; decide: (page: Page, brand: string) => Promise<void> }[] = [
    {
      name: 'accept all',
      action: 'accept_all',
      decide: (page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click(),
    },
    {
      name: 'reject all',
      action: 'reject_all',
      decide: (page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click(),
    },
    {
      name: 'manage, then save my choices',
      action: 'save_preferences',
      decide: async (page, brand) => {
        const settings = page.getByRole('dialog', { name: shellProps<{ title: string }>(brand, 'cookieSettings').title });
        await clickUntil(page.getByRole('button', { name: 'Manage cookies' }), () =>
          expect(settings).toBeVisible({ timeout: 1000 }),
        );
        await settings.getByRole('switch', { name: 'Analytics' }).click();
        await settings.getByRole('button', { name: 'Save my choices' }).click();
      },
    },
  ];

  for (const { name, action, decide } of decisions) {
    test(`"${name}" reports its own cookie_item event to the data layer, once`, async ({ page, brand }) => {
      const site = new Site(page);
      await site.open(contentPagesOf(brand)[0]!);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      expect(await consentActions(page)).toEqual([]);
      await decide(page, brand);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      await expect.poll(() => consentActions(page)).toEqual([action]);
    });
  }
});
