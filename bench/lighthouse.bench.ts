import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '../tests/support/topology-processes.ts';
import { BENCH_COUNTRY_HEADER, benchCountryOf, CHROMIUM_PATH, startBenchSite } from './bench-site.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Category budgets besides performance: Lighthouse, mobile preset. */
export const LIGHTHOUSE_BUDGET = { accessibility: 95, 'best-practices': 95, seo: 100 } as const;
/**
 * Speed goals on a phone (Lighthouse's mobile preset), for each brand's lobby, a game page and a blog
 * post. Total blocking time has none here: absolute times move tenfold between machines, so its goals
 * are the phone section's ratios to 17da66b (the 100 ms goal is retired).
 */
export const PHONE_SPEED_GOALS = { performance: 98, lcpMs: 1500, cls: 0.02 } as const;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  /** Lighthouse's measure of the machine's CPU speed: the simulated phone's main-thread times scale with it. */
  environment: { benchmarkIndex: number };
}

/** Lighthouse's scores vary from run to run on a busy machine: each page is measured this many times, the median reported. */
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The path of the brand's first blog post (a page record under content/blog/<section>/). */
export function firstBlogPost(brand: string): string {
  const blog = path.join(REPO_ROOT, 'brands', brand, 'content', 'blog');
  for (const section of readdirSync(blog, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const post = readdirSync(path.join(blog, section.name)).find((file) => file.endsWith('.json'));
    if (post) return (JSON.parse(readFileSync(path.join(blog, section.name, post), 'utf8')) as { path: string }).path;
  }
  throw new Error(`${brand} has no blog post`);
}

/** The first game of the brand's lobby, as its catalogue lists it (asked with the brand's host and the visitor's country, as a browser would). */
export async function firstGamePage(server: { port: number }, brand: string): Promise<string> {
  const { productNodeId } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', brand, 'brand.json'), 'utf8')) as {
    productNodeId: number;
  };
  const search = await send(server.port, {
    path: `/api/games/${productNodeId}/search`,
    host: `${brand}.localhost`,
    headers: { [BENCH_COUNTRY_HEADER.toLowerCase()]: benchCountryOf(brand) },
  });
  const { data } = JSON.parse(search.text) as { data: { Games: { GameGroupId: number }[] }[] };
  const game = data.flatMap((category) => category.Games)[0];
  if (!game) throw new Error(`${brand} lists no game`);
  return `/game/${game.GameGroupId}`;
}

/** Lighthouse (mobile preset, Debian's chromium) on every brand's lobby, a game page and a blog post. */
export async function benchLighthouse(brands: readonly string[], log: FigureLog = NO_FIGURE_LOG) {
  const server = await startBenchSite();
  const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  try {
    for (const brand of brands) {
      const pages = { lobby: '/', game: await firstGamePage(server, brand), 'blog post': firstBlogPost(brand) };
      for (const [name, pagePath] of Object.entries(pages)) {
        const reports: LighthouseReport[] = [];
        for (let run = 0; run < RUNS; run++)
          reports.push(
            await retried(() => lighthouse(`http://${brand}.localhost:${server.port}${pagePath}`, out, benchCountryOf(brand))),
          );
        console.log(`${brand.padEnd(12)} ${name.padEnd(10)} ${summary(reports)}`);
        reports.forEach((report) => log.benchmarkIndex(report.environment.benchmarkIndex));
        log.figure(figureOf(`${brand}: ${name}`, reports));
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await server.close();
  }
}

/**
 * A run again when Lighthouse itself fails (now and then its trace misses the navigation's start,
 * NO_NAVSTART, on this busy machine): up to two more tries, then the error.
 */
export async function retried<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(
        `  (Lighthouse failed, trying again: ${
          String((error as { stderr?: string }).stderr ?? error)
            .trim()
            .split('\n')[0]
        })`,
      );
    }
  }
}

/** A page's medians as docs/speed.md shows them, judged against the phone goals. */
function figureOf(what: string, reports: LighthouseReport[]) {
  const audit = (name: string) => median(reports.map((report) => report.audits[name]?.numericValue ?? 0));
  const performance = median(reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)));
  const [lcp, tbt, cls] = [audit('largest-contentful-paint'), audit('total-blocking-time'), audit('cumulative-layout-shift')];
  const goals = PHONE_SPEED_GOALS;
  return {
    what,
    figure: `performance ${performance}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
    goal: `performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs} ms, CLS ≤ ${goals.cls}`,
    holds: performance >= goals.performance && lcp <= goals.lcpMs && cls <= goals.cls,
    method: `Lighthouse ${RUNS} runs, mobile preset, median of each figure; from a country the brand serves`,
  };
}

/** The median of the runs against the goals: performance, LCP, TBT, CLS, then the other categories. */
function summary(reports: LighthouseReport[]): string {
  const scoreOf = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (name: string) => median(reports.map((report) => report.audits[name]?.numericValue ?? 0));
  const mark = (within: boolean) => (within ? '' : ' OVER');
  const performance = median(reports.map((report) => scoreOf(report, 'performance')));
  const lcp = Math.round(audit('largest-contentful-paint'));
  const tbt = Math.round(audit('total-blocking-time'));
  const cls = audit('cumulative-layout-shift');
  const others = Object.entries(LIGHTHOUSE_BUDGET).map(([category, budget]) => {
    const score = median(reports.map((report) => scoreOf(report, category)));
    return `${category} ${score}${score >= budget ? '' : ` (budget ${budget})`}`;
  });
  return [
    `performance ${performance}${mark(performance >= PHONE_SPEED_GOALS.performance)} (runs ${reports.map((report) => scoreOf(report, 'performance')).join('/')})`,
    `LCP ${lcp} ms${mark(lcp <= PHONE_SPEED_GOALS.lcpMs)}`,
    `TBT ${tbt} ms`,
    `CLS ${cls.toFixed(3)}${mark(cls <= PHONE_SPEED_GOALS.cls)}`,
    `FCP ${Math.round(audit('first-contentful-paint'))} ms`,
    ...others,
    `machine's benchmark index ${Math.round(median(reports.map((report) => report.environment.benchmarkIndex)))}`,
  ].join(', ');
}

/**
 * One Lighthouse run from the country, as the edge tells the site; asynchronous, as the site runs in
 * this process and must keep answering while Lighthouse loads it.
 */
export async function lighthouse(url: string, outDir: string, country: string): Promise<LighthouseReport> {
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
      `--extra-headers=${JSON.stringify({ [BENCH_COUNTRY_HEADER]: country })}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
}
