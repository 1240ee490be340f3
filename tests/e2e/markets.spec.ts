import { expect, test } from './fixtures/test.ts';

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

  test('a Chinese-speaking market gets its page in Chinese', async ({ page, brand, visitFrom }) => {
    test.skip(brand !== 'hippodrome', 'hippodrome has the zh market');
    await visitFrom('CHN');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.title()).toMatch(/[\u4e00-\u9fff]/);
  });
});
