import { brandFonts } from '../../server/fonts/brand-fonts.ts';
import { manifestOf } from './fixtures/brands.ts';
import { expect, fromServedCountry, test, sameOnEveryScreen } from './fixtures/test.ts';

test.beforeEach(fromServedCountry);

test.describe('the logged-out lobby', () => {
  test.describe(() => {
    sameOnEveryScreen();

    test('is themed with the brand and carries the page meta', async ({ page, brand }) => {
      const manifest = manifestOf(brand);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`${manifest.meta.titleSuffix.trim().replace(/[|]/g, '\\|')}$`));
      await expect(page.locator('html')).toHaveClass(new RegExp(`brand-${brand}`));
      await expect(page.locator('meta[name="application-name"]')).toHaveAttribute('content', manifest.meta.applicationName);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme.themeColour);
      await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute(
        'content',
        'black-translucent',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      // SPEC §2: the theme's three families, light, regular and bold, each preloaded (a variable file holds all three).
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      // Each a core subset (named by its characters) of one of the theme's files.
      expect(preloaded.map((href) => href!.replace(/\.core-[0-9a-z]+\.woff2$/, '.woff2')).sort()).toEqual(
        brandFonts(manifest.theme, '')
          .faces.map((font) => font.latinUrl)
          .sort(),
      );
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = manifest.theme.palette.background.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
      expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
    });
  });

  test('has no serious accessibility violation', async ({ page, seriousViolations }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe('the lobby as the server renders it, placeholders standing in for the games', () => {
  test('has no serious accessibility violation', async ({ page, seriousViolations }) => {
    // The site's code answers empty: the page stays as the server sent it, as before hydration.
    await page.route('**/static/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading games' }).first()).toBeAttached();
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe('a page that does not exist', () => {
  test.describe(() => {
    sameOnEveryScreen();

    test("answers 404 with the brand's not-found page, noindex", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404/);
      const response = await page.goto('/no-such-table');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/^404: Page Not Found/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
  });
});
