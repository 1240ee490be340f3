import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BRANDS_DIR, brandNames } from './fixtures/brands.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const SANDBOX_PORT = E2E_PORT + 1;

/** One project per brand folder and viewport: a new brand is tested without touching this file. */
const brands = brandNames();

/**
 * Specs whose behaviour does not depend on the screen or the device (what reaches the telemetry
 * collector, the profiling provider and the data layer, start-up failures, CMS records, the offers a
 * rulebook leaves out): each brand runs them once, in its desktop project. The cookie notice's
 * buttons on phones are pressed by the phone layout and visual specs.
 */
const SCREEN_INDEPENDENT_SPECS = [
  'telemetry.spec.ts',
  'device-profiling.spec.ts',
  'app-start.spec.ts',
  'cms-records.spec.ts',
  'cookie-consent.spec.ts',
  'offers-within-rules.spec.ts',
];

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const },
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(REPO_ROOT, 'test-results'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(REPO_ROOT, 'playwright-report') }]]
    : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // One renderer for a page and its frames (the game, the cashier): the suite's pages are its
        // own, and a process per site cost a tenth of its time on two cores.
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process',
      ],
    },
  },
  projects: brands.flatMap((brand) =>
    Object.entries(viewports).map(([viewport, settings]) => ({
      name: `${brand}-${viewport}`,
      use: { ...settings, baseURL: `http://${brand}.localhost:${E2E_PORT}`, brand },
      testIgnore: viewport === 'mobile' ? SCREEN_INDEPENDENT_SPECS : [],
    })),
  ),
  webServer: {
    // `npm start`: builds when stale, then the sandbox and the built site.
    command: 'npx tsx scripts/start.ts',
    cwd: REPO_ROOT,
    url: `http://127.0.0.1:${E2E_PORT}/api/ip-address`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_SEED: 'e2e',
      BRANDS_DIR,
    },
  },
});
