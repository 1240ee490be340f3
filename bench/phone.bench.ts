import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_AGAINST, median, PERCENT, ratio, startBothBuilds } from './against-build.ts';
import { benchCountryOf } from './bench-site.ts';
import { firstBlogPost, firstGamePage, lighthouse, retried, type LighthouseReport } from './lighthouse.bench.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

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
 * `npm run bench -- phone [--against <ref>]`: this tree's build and `ref`'s served side by side,
 * Lighthouse (mobile preset) alternating between them on each brand's lobby, a game page and a blog
 * post, five runs each; per page the medians of both and their ratio, then the phone goals.
 */
export async function benchPhone(brands: readonly string[], against = DEFAULT_AGAINST, log: FigureLog = NO_FIGURE_LOG) {
  const builds = await startBothBuilds(against);
  const { ours, theirs } = builds;
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
    await builds.stop();
  }
}
