import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, startBenchSite } from './bench-site.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Issue budget: Lighthouse, mobile preset, on each brand's lobby. */
export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Lighthouse's scores vary from run to run on a busy machine: each brand is measured this many times, the median reported. */
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse (mobile preset, Debian's chromium) on every brand's lobby, against the built site and its sandbox. */
export async function benchLighthouse(brands: readonly string[]) {
  const server = await startBenchSite();
  const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  try {
    for (const brand of brands) {
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < RUNS; run++) reports.push(await lighthouse(`http://${brand}.localhost:${server.port}/`, out));
      const scoreOf = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
      const scores = Object.entries(LIGHTHOUSE_BUDGET).map(([category, budget]) => {
        const score = median(reports.map((report) => scoreOf(report, category)));
        return `${category} ${score}${score >= budget ? '' : ` (budget ${budget})`}`;
      });
      const metric = (audit: string) =>
        `${Math.round(median(reports.map((report) => report.audits[audit]?.numericValue ?? 0)))} ms`;
      const performance = reports.map((report) => scoreOf(report, 'performance')).join('/');
      console.log(
        `${brand.padEnd(12)} ${scores.join(', ')} (median of ${RUNS}: ${performance}); FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await server.close();
  }
}

/** One Lighthouse run; asynchronous, as the site runs in this process and must keep answering while Lighthouse loads it. */
async function lighthouse(url: string, outDir: string): Promise<LighthouseReport> {
  const report = path.join(outDir, 'report.json');
  await promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
}
