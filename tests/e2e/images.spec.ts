import type { APIRequestContext } from '@playwright/test';
import { expect, test, sameOnEveryScreen } from './fixtures/test.ts';
import { pageOf } from './fixtures/brands.ts';
import { catalogueOf } from './fixtures/catalogue.ts';
import { createPlayer } from './fixtures/players.ts';
import { Site } from './fixtures/site.ts';
import { playerOf, servedMarketOf } from './fixtures/markets.ts';

test.beforeEach(async ({ brand, visitFrom }) => {
  // From a country the brand serves, so every brand shows its games.
  await visitFrom(servedMarketOf(brand).visitFrom);
});

/** SPEC §9: SVG and PNG art is served as it is; other art is encoded to webp. */
const SERVED_AS_THEY_ARE: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

const endpoint = (src: string, width: number) => `/api/images?src=${encodeURIComponent(src)}&w=${width}&v=1`;

/** A request to the site on loopback for the brand's host (Node resolves no `*.localhost` names). */
const siteGet = (request: APIRequestContext, baseURL: string, brand: string, path: string) =>
  request.get(`http://127.0.0.1:${new URL(baseURL).port}${path}`, { headers: { host: `${brand}.localhost` } });

test.describe('images', () => {
  test.describe(() => {
    sameOnEveryScreen();

    test('game thumbnails arrive as webp at the width the browser picked from their srcset', async ({ page }) => {
      const thumbnails = page.waitForResponse((response) => /\/api\/images\?src=http[^&]+thumbnails/.test(response.url()));
      await new Site(page).open('/');
      const first = await thumbnails;
      expect(first.status()).toBe(200);
      expect(first.headers()['content-type']).toBe('image/webp');
      expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const card = page.locator('main a[href^="/game/"] img').first();
      await expect(card).toHaveAttribute('loading', 'lazy');
      await expect(card).toHaveAttribute('decoding', 'async');
      await expect(card).toHaveAttribute('sizes', /.+/);
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The pixels of the variant the browser chose (naturalWidth is scaled by the srcset's density).
      const { picked, width, type } = await card.evaluate(async (img: HTMLImageElement) => {
        const response = await fetch(img.currentSrc);
        const bitmap = await createImageBitmap(await response.blob());
        return {
          picked: Number(new URL(img.currentSrc).searchParams.get('w')),
          width: bitmap.width,
          type: response.headers.get('content-type'),
        };
      });
      expect([width, type]).toEqual([picked, 'image/webp']);
    });
  });

  test.describe(() => {
    sameOnEveryScreen();

    test("a logged-in player's platform promotions show their JPEG banners as webp through the endpoint", async ({
      page,
      request,
      baseURL,
      brand,
      logInThroughApi,
    }) => {
      const player = await createPlayer(request, baseURL!, playerOf(servedMarketOf(brand)));
      await logInThroughApi(player);
      const banners = page.waitForResponse((response) => /\/api\/images\?src=http[^&]+promotions%2Fbanners/.test(response.url()));
      const site = new Site(page);
      await site.open('/promotions');
      await expect(site.accountButton).toBeVisible();
      const banner = await banners;
      expect(banner.status()).toBe(200);
      expect(banner.headers()['content-type']).toBe('image/webp');
      const picture = page.locator('main img[src*="promotions%2Fbanners"]').first();
      await expect(picture).toHaveAttribute('srcset', /w=320.*w=1280/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });
  });

  test.describe(() => {
    sameOnEveryScreen();

    test("the header's mark and the category icons arrive drawn as PNGs of their size, not as SVG documents", async ({
      page,
    }) => {
      await new Site(page).open('/');
      const mark = page.locator('header a[href="/"] img');
      // The tabs' icons are masks in the tab's colour: their pictures are the masks' images.
      const tabIcons = page.locator('nav [role="tab"] [aria-hidden="true"]');
      await expect(tabIcons.nth(1)).toBeVisible();
      const markSource = await mark.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.currentSrc));
      const iconSources = await tabIcons.evaluateAll((icons) =>
        icons.map((icon) => /^url\("(.*)"\)$/.exec(getComputedStyle(icon).maskImage)?.[1] ?? ''),
      );
      const drawn = await page.evaluate(
        (sources) =>
          Promise.all(
            sources.map(async (source) => {
              const response = await fetch(source);
              const bitmap = await createImageBitmap(await response.blob());
              return {
                type: response.headers.get('content-type'),
                drawnAtWidthAsked: bitmap.width === Number(new URL(source).searchParams.get('w')),
              };
            }),
          ),
        [markSource, ...iconSources],
      );
      expect(iconSources.length).toBeGreaterThan(1);
      expect(drawn).toEqual(drawn.map(() => ({ type: 'image/png', drawnAtWidthAsked: true })));
      // The mark at its size in the header; each tab's icon at its own.
      expect(await mark.evaluate((image: HTMLImageElement) => image.width)).toBe(36);
      expect(await tabIcons.first().evaluate((icon) => icon.getBoundingClientRect().width)).toBe(24);
    });
  });

  test("the lobby's hero is preloaded from the head at high priority and drawn from the same srcset", async ({ page, brand }) => {
    // The hero a logged-out visitor sees, as the lobby record of the market visited names its art.
    const heroProps = pageOf(brand, '/', servedMarketOf(brand).name)!.components.find(
      (record) => record.alias === 'hero' && record.visibility !== 'loggedIn',
    )!.props as { image: string };
    const src = `src=${encodeURIComponent(`/${heroProps.image}`)}&`;
    const hero = page.waitForResponse((response) => response.url().includes(src));
    await new Site(page).open('/');
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveCount(1);
    const art = page.locator('main section img').first();
    await expect(art).toHaveAttribute('fetchpriority', 'high');
    await expect(art).not.toHaveAttribute('loading', 'lazy');
    expect(await preload.getAttribute('imagesrcset')).toBe(await art.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await art.getAttribute('sizes'));
    const extension = heroProps.image.split('.').pop()!;
    expect((await hero).headers()['content-type']).toBe(SERVED_AS_THEY_ARE[extension] ?? 'image/webp');
  });

  // Each width in the project of its screen: a phone's in the phone project, a laptop's in the desktop one.
  for (const { width, phone } of [
    { width: 390, phone: true },
    { width: 1280, phone: false },
  ]) {
    test.describe(`at ${width} px`, () => {
      test.skip(({ isMobile }) => isMobile !== phone, `checked in the ${phone ? 'phone' : 'desktop'} project`);

      test(`the lobby at ${width} px shows its hero and thumbnails`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 844 });
        await new Site(page).open('/');
        const art = page.locator('main section img').first();
        await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        const card = page.locator('main a[href^="/game/"] img').first();
        await card.scrollIntoViewIfNeeded();
        await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: testInfo.outputPath(`lobby-${width}.png`), fullPage: false });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`lobby-${width}-games.png`) });
      });
    });
  }
});

/** The endpoint asked directly, no page opened: what it answers is the same on every screen. */
test.describe('the image endpoint', () => {
  test.skip(({ isMobile }) => isMobile, 'no page is opened: checked once per brand, in its desktop project');

  test('SVG and PNG sources pass through as they are', async ({ request, baseURL, brand }) => {
    const categories = await catalogueOf(request, baseURL!, brand);
    const icon = (categories[0] as unknown as { ImageUrl: string }).ImageUrl;
    const tile = (categories[0]!.Games[0] as unknown as { ImageUrl: string }).ImageUrl.replace(/\.jpg$/, '.png');
    for (const [src, type] of [
      [icon, 'image/svg+xml'],
      [tile, 'image/png'],
    ] as const) {
      const [through, direct] = await Promise.all([
        siteGet(request, baseURL!, brand, endpoint(src, 320)),
        request.get(src.replace('//localhost:', '//127.0.0.1:')),
      ]);
      expect(through.status()).toBe(200);
      expect(through.headers()['content-type']).toBe(type);
      expect((await through.body()).equals(await direct.body())).toBe(true);
    }
  });

  test('a source off the allow-list gets a 400 with its reason', async ({ request, baseURL, brand }) => {
    for (const [src, reason] of [
      ['http://169.254.169.254/latest/meta-data/', /not an allowed image origin/],
      ['https://images.example.com/a.jpg', /not an allowed image origin/],
      ['file:///etc/passwd', /file: sources are not allowed/],
      ['/assets/../brand.json', /brand asset must be/],
    ] as const) {
      const response = await siteGet(request, baseURL!, brand, endpoint(src, 320));
      expect(response.status(), src).toBe(400);
      expect(((await response.json()) as { message: string }).message, src).toMatch(reason);
    }
  });
});
