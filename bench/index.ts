import { benchBundle } from './bundle.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchFirstScreenImages } from './first-screen-images.bench.ts';
import { benchInteractions, DEFAULT_CPU_SLOWDOWN } from './interactions.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { DEFAULT_AGAINST } from './against-build.ts';
import { benchPhone } from './phone.bench.ts';
import { benchPublish } from './publish.bench.ts';
import { benchSearch } from './search.bench.ts';
import { benchServer } from './server.bench.ts';
import { describeRun, readSpeedRecord, SPEED_DOC, writeSpeedDoc } from './speed-doc-file.ts';
import { createRunLog, recordRun, type FigureLog } from './speed-report.ts';
import { parseArgs } from 'node:util';

/**
 * `npm run bench`: speed lives here, never in tests. `npm run bench -- server search` runs only the
 * sections named. `npm run bench -- phone [--against <git ref>]` compares this tree's phone pages with
 * another build's, side by side (half an hour and a second `npm ci`: only when named), and
 * `npm run bench -- interactions [--against <git ref>] [--cpu <rate>]` the taps on a phone the same way.
 * `--brand <name>` (repeatable) measures only those brands, for a quicker look while tuning; `--cpu
 * <rate>` slows the CPU of the taps' phone that many times (4 by default, 6 for the slow machines). With
 * `--write`, the sections run replace theirs in docs/speed.md, with the commit and the machine (every
 * brand only); the page keeps the other sections as their last run wrote them.
 */
const ALL_BRANDS = ['croupier', 'hippodrome', 'jackpotcity'];

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        write: { type: 'boolean' },
        against: { type: 'string' },
        brand: { type: 'string', multiple: true },
        cpu: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`npm run bench: ${(error as Error).message}`);
    process.exit(2);
  }
}
const { values: options, positionals: wanted } = readArguments();
const write = options.write ?? false;
const against = options.against ?? DEFAULT_AGAINST;
const unknownBrands = (options.brand ?? []).filter((brand) => !ALL_BRANDS.includes(brand));
if (unknownBrands.length) {
  console.error(`--brand: no such brand ${unknownBrands.join(', ')} (brands: ${ALL_BRANDS.join(', ')})`);
  process.exit(2);
}
if (write && options.brand) {
  console.error("--write replaces sections of docs/speed.md, which hold every brand's figures: leave --brand out");
  process.exit(2);
}
const BRANDS = options.brand ?? ALL_BRANDS;
const cpu = options.cpu === undefined ? DEFAULT_CPU_SLOWDOWN : Number(options.cpu);
if (!(Number.isFinite(cpu) && cpu >= 1 && cpu <= 20)) {
  console.error(`--cpu: a slowdown rate from 1 to 20 (4 is Lighthouse's phone, 6 a slow one), got "${options.cpu}"`);
  process.exit(2);
}

/** Sections run by a bare `npm run bench`; the others only when named. */
const NAMED_ONLY = new Set(['phone', 'interactions']);
const SECTIONS: [name: string, title: string, run: (log: FigureLog) => Promise<unknown>][] = [
  ['engine', 'brand engine', (log) => benchEngine(log)],
  ['bundle', 'browser bundle', (log) => benchBundle(BRANDS, log)],
  [
    'lighthouse',
    "Lighthouse, mobile preset: each brand's lobby, a game page and a blog post",
    (log) => benchLighthouse(BRANDS, log),
  ],
  [
    'images',
    "the lobby's first screen on a phone: image bytes, usual catalogue and 10,000 games",
    (log) => benchFirstScreenImages(BRANDS, log),
  ],
  ['search', "the lobby's search over 10,000 games (Debian's chromium, 1280×900)", (log) => benchSearch('croupier', log)],
  [
    'server',
    'server (built, its own process; loopback, 50 connections or 200 where named, 3 s a round, median of 3 rounds in turns)',
    (log) => benchServer(log),
  ],
  [
    'phone',
    `phone pages against ${against}: Lighthouse mobile preset, both builds side by side, medians and ratios`,
    (log) => benchPhone(BRANDS, against, log),
  ],
  [
    'interactions',
    `taps on a phone against ${against}: each kind's input to next paint at 390 × 844, CPU slowed ${cpu}×, logged out and logged in apart, both builds side by side`,
    (log) => benchInteractions(BRANDS, against, log, { cpu }),
  ],
  [
    'publish',
    'publish to fresh: a content edit through the reference topology (Varnish, two instances, Redis)',
    (log) => benchPublish(log),
  ],
];

const unknown = wanted.filter((name) => !SECTIONS.some(([section]) => section === name));
if (unknown.length) {
  console.error(`no such bench section: ${unknown.join(', ')} (sections: ${SECTIONS.map(([name]) => name).join(', ')})`);
  process.exit(2);
}
/** The record the page is written from, read before an hour of measuring: a damaged one stops the run now. */
function readRecord() {
  try {
    return readSpeedRecord();
  } catch (error) {
    console.error(`npm run bench -- --write: ${(error as Error).message}`);
    process.exit(2);
  }
}
const recorded = write ? readRecord() : undefined;
/** The taps at another CPU rate than 4× are a section of their own (`interactions-6x`): docs/speed.md keeps both. */
const sectionNameOf = (name: string) => (name === 'interactions' && cpu !== DEFAULT_CPU_SLOWDOWN ? `interactions-${cpu}x` : name);
const runLog = createRunLog();
for (const [name, title, run] of SECTIONS) {
  if (wanted.length ? !wanted.includes(name) : NAMED_ONLY.has(name)) continue;
  console.log(`\n# ${title}`);
  await run(runLog.section(sectionNameOf(name), title));
}
if (recorded) {
  const { commit, dirty, machine } = describeRun();
  const benchmarkIndex = runLog.benchmarkIndex();
  const run = {
    date: new Date(),
    commit,
    dirty,
    machine: { ...machine, ...(benchmarkIndex === undefined ? {} : { benchmarkIndex }) },
    sections: runLog.sections,
  };
  const otherRates = [...new Set([...recorded.sections, ...runLog.sections].map(({ name }) => name))]
    .filter((name) => name.startsWith('interactions-'))
    .sort();
  const order = SECTIONS.flatMap(([name]) => (name === 'interactions' ? [name, ...otherRates] : [name]));
  await writeSpeedDoc(recordRun(recorded, run, order), order);
  console.log(`\nwrote ${runLog.sections.map(({ name }) => name).join(', ')} into ${SPEED_DOC}`);
}
