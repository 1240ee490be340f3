import { chromium, type Browser } from '@playwright/test';
import { BENCH_COUNTRY_HEADER, benchCountryOf, CHROMIUM_PATH, startBenchSite } from './bench-site.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

/** The catalogue sizes compared: the sandbox's usual one and the largest a brand may have. */
const CATALOGUES = [1_500, 10_000] as const;
/** A phone: 390×844 CSS pixels at three device pixels each. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

interface FirstScreen {
  images: number;
  bytes: number;
}

/** The images a phone downloads for the lobby as it opens, without scrolling: how many, and their bytes. */
async function firstScreenOf(browser: Browser, url: string, country: string): Promise<FirstScreen> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { [BENCH_COUNTRY_HEADER]: country } });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  try {
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { images: sizes.length, bytes };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The image bytes of each brand's lobby's first screen on a phone, with the usual catalogue and with
 * 10,000 games: the second must not be more (the page loads what the screen shows, not the catalogue).
 */
export async function benchFirstScreenImages(brands: readonly string[], log: FigureLog = NO_FIGURE_LOG) {
  const measured = new Map<string, FirstScreen[]>();
  for (const games of CATALOGUES) {
    const server = await startBenchSite({ gamesPerBrand: games });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      for (const brand of brands) {
        const screen = await firstScreenOf(browser, `http://${brand}.localhost:${server.port}/`, benchCountryOf(brand));
        measured.set(brand, [...(measured.get(brand) ?? []), screen]);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
  for (const [brand, [usual, largest]] of measured) {
    // The catalogues list other games first, whose pictures weigh a little more or less: the count
    // must not grow, the bytes only by what one picture differs from another.
    const within = largest!.images <= usual!.images && largest!.bytes <= usual!.bytes * 1.1;
    console.log(
      `${brand.padEnd(12)} lobby's first screen on a 390×844 phone: ` +
        CATALOGUES.map((games, index) => {
          const screen = [usual, largest][index]!;
          return `${games.toLocaleString('en')} games ${screen.images} images, ${kb(screen.bytes)}`;
        }).join('; ') +
        ` (×${(largest!.bytes / usual!.bytes).toFixed(2)}; must not grow with the catalogue: ${within ? 'within' : 'OVER'})`,
    );
    log.figure({
      what: `${brand}: lobby's first screen on a phone`,
      figure: `${usual!.images} images, ${kb(usual!.bytes)}; with ${CATALOGUES.at(-1)!.toLocaleString('en')} games ${largest!.images}, ${kb(largest!.bytes)} (×${(largest!.bytes / usual!.bytes).toFixed(2)})`,
      goal: 'no more images, bytes ×1.1 at most',
      holds: within,
      method: 'Chromium at 390×844, 3×: the bytes of the images the first screen loads, the usual catalogue and the largest',
    });
  }
}
