import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, get, startProcess, type Started } from '../scripts/topology-processes.ts';
import { BENCH_COUNTRY_HEADER, benchCountryOf } from './bench-site.ts';
import { firstBlogPost, firstGamePage, lighthouse, retried, type LighthouseReport } from './lighthouse.bench.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The build the phone's main-thread goals are measured against: the tree before the styles moved to build time. */
export const DEFAULT_AGAINST = '17da66b';

/** Runs of each page on each build: identical builds measured three times each came out 0.63–1.42 apart. */
const RUNS = 5;

/** Ratios of this tree's medians to the other build's that the phone goals allow. */
export const PHONE_RATIO_GOALS = {
  lobbiesTbt: 0.5,
  pageTbt: 0.7,
  /** No regression: at most 0.85 of the other build's (0.83 at e3b984f); the earlier 0.6 is retired. */
  scripting: 0.85,
  lobbiesLcp: 1.1,
  javascript: 0.9,
  cls: 0.02,
} as const;

/** What one Lighthouse run says of a page, in the units the goals are written in. */
export interface PhoneFigures {
  tbtMs: number;
  scriptingMs: number;
  lcpMs: number;
  cls: number;
  javascriptBytes: number;
}

/** The figures the goals are about, from one report: scripting is the main thread's script evaluation, parse and compile. */
export function phoneFiguresOf(report: LighthouseReport): PhoneFigures {
  const audit = (name: string) => report.audits[name]?.numericValue ?? 0;
  const itemsOf = <T>(name: string) => ((report.audits[name]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const scriptingMs = itemsOf<{ group: string; duration: number }>('mainthread-work-breakdown')
    .filter(({ group }) => group === 'scriptEvaluation' || group === 'scriptParseCompile')
    .reduce((sum, { duration }) => sum + duration, 0);
  const javascriptBytes =
    itemsOf<{ resourceType: string; transferSize: number }>('resource-summary').find(
      ({ resourceType }) => resourceType === 'script',
    )?.transferSize ?? 0;
  return {
    tbtMs: audit('total-blocking-time'),
    scriptingMs,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    javascriptBytes,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure over a page's runs. */
export function medianFigures(runs: PhoneFigures[]): PhoneFigures {
  const of = (figure: keyof PhoneFigures) => median(runs.map((run) => run[figure]));
  return {
    tbtMs: of('tbtMs'),
    scriptingMs: of('scriptingMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    javascriptBytes: of('javascriptBytes'),
  };
}

export interface MeasuredPage {
  brand: string;
  page: string;
  ours: PhoneFigures;
  theirs: PhoneFigures;
}

/** A ratio that reads well when the other build's figure is zero (a page with no blocking time). */
const ratio = (ours: number, theirs: number) => (theirs === 0 ? (ours === 0 ? 1 : Infinity) : ours / theirs);

/** Each goal with the ratio found and whether it holds: the lobbies' together (sums of medians), every page's TBT, the rest over all pages. */
export function judgePhoneGoals(pages: MeasuredPage[]) {
  const sum = (list: MeasuredPage[], side: 'ours' | 'theirs', figure: keyof PhoneFigures) =>
    list.reduce((total, page) => total + page[side][figure], 0);
  const together = (list: MeasuredPage[], figure: keyof PhoneFigures) =>
    ratio(sum(list, 'ours', figure), sum(list, 'theirs', figure));
  const lobbies = pages.filter(({ page }) => page === 'lobby');
  const worstTbt = Math.max(...pages.map(({ ours, theirs }) => ratio(ours.tbtMs, theirs.tbtMs)));
  const worstCls = Math.max(...pages.map(({ ours }) => ours.cls));
  const goals = [
    { goal: 'TBT, the lobbies together', found: together(lobbies, 'tbtMs'), limit: PHONE_RATIO_GOALS.lobbiesTbt },
    { goal: 'TBT, the worst page', found: worstTbt, limit: PHONE_RATIO_GOALS.pageTbt },
    {
      goal: 'main-thread scripting, every page together',
      found: together(pages, 'scriptingMs'),
      limit: PHONE_RATIO_GOALS.scripting,
    },
    { goal: 'LCP, the lobbies together', found: together(lobbies, 'lcpMs'), limit: PHONE_RATIO_GOALS.lobbiesLcp },
    {
      goal: 'JavaScript transferred, every page together',
      found: together(pages, 'javascriptBytes'),
      limit: PHONE_RATIO_GOALS.javascript,
    },
  ].map((entry) => ({ ...entry, holds: entry.found <= entry.limit }));
  return [
    ...goals,
    {
      goal: 'CLS, the worst page (absolute)',
      found: worstCls,
      limit: PHONE_RATIO_GOALS.cls,
      holds: worstCls <= PHONE_RATIO_GOALS.cls,
    },
  ];
}

/**
 * The other build's tree: a worktree of `ref` in the system's temporary folder (outside this tree, so
 * no linter or test runner finds it), with its own `npm ci`, kept for the next run (the first start
 * builds it, as `npm start` does).
 */
function worktreeOf(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), 'croupier-bench-against', commit.slice(0, 12));
  if (!existsSync(path.join(dir, 'package.json'))) {
    console.log(`checking out ${ref} (${commit.slice(0, 12)}) in ${dir}`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    console.log(`npm ci in ${dir}`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

/** A tree's `npm start` (built when stale, its own sandbox) on loopback ports, the country read from the edge's header. */
async function startTree(tree: string): Promise<{ port: number; site: Started }> {
  const port = await freePort();
  const site = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(tree, 'scripts', 'start.ts')],
    {
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_SEED: 'bench',
      GEO_COUNTRY_HEADER: BENCH_COUNTRY_HEADER,
    },
    async () => (await get(port, '/healthz').catch(() => undefined))?.status === 200,
    { keepOutput: false, readyWithinMs: 300_000 },
  );
  return { port, site };
}

const PERCENT = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '∞');

/**
 * `npm run bench -- phone [--against <ref>]`: this tree's build and `ref`'s served side by side,
 * Lighthouse (mobile preset) alternating between them on each brand's lobby, a game page and a blog
 * post, five runs each; per page the medians of both and their ratio, then the phone goals.
 */
export async function benchPhone(brands: readonly string[], against = DEFAULT_AGAINST, log: FigureLog = NO_FIGURE_LOG) {
  const theirTree = worktreeOf(against);
  const [ours, theirs] = [await startTree(REPO_ROOT), await startTree(theirTree)];
  const out = mkdtempSync(path.join(tmpdir(), 'phone-bench-'));
  const measured: MeasuredPage[] = [];
  try {
    for (const brand of brands) {
      const pages = { lobby: '/', game: await firstGamePage(ours, brand), 'blog post': firstBlogPost(brand) };
      for (const [page, pagePath] of Object.entries(pages)) {
        const runs = { ours: [] as PhoneFigures[], theirs: [] as PhoneFigures[] };
        for (let run = 0; run < RUNS; run++)
          for (const [side, server] of [
            ['ours', ours],
            ['theirs', theirs],
          ] as const) {
            const url = `http://${brand}.localhost:${server.port}${pagePath}`;
            runs[side].push(phoneFiguresOf(await retried(() => lighthouse(url, out, benchCountryOf(brand)))));
          }
        const result = { brand, page, ours: medianFigures(runs.ours), theirs: medianFigures(runs.theirs) };
        measured.push(result);
        const line = (['tbtMs', 'scriptingMs', 'lcpMs', 'javascriptBytes'] as const).map(
          (figure) =>
            `${figure} ${Math.round(result.ours[figure])}/${Math.round(result.theirs[figure])} (${PERCENT(ratio(result.ours[figure], result.theirs[figure]))})`,
        );
        console.log(`${brand.padEnd(12)} ${page.padEnd(10)} ${line.join(', ')}, CLS ${result.ours.cls.toFixed(3)}`);
      }
    }
    console.log(`\nthis tree against ${against} (medians of ${RUNS} runs each, alternating):`);
    for (const { goal, found, limit, holds } of judgePhoneGoals(measured)) {
      console.log(`  ${goal}: ${PERCENT(found)} (goal ≤ ${limit})${holds ? '' : ' MISSED'}`);
      log.figure({
        what: goal,
        figure: goal.includes('(absolute)') ? PERCENT(found) : `${PERCENT(found)} of ${against}'s`,
        goal: `≤ ${limit}`,
        holds,
        method: `Lighthouse mobile preset, ${RUNS} runs a page alternating between both builds, medians`,
      });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    await Promise.all([ours.site.stop(), theirs.site.stop()]);
  }
}
