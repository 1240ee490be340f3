import { describe, expect, it } from 'vitest';
import { createRunLog, EMPTY_RECORD, recordRun, renderSpeedDoc, type SpeedRun } from './speed-report.ts';

const ORDER = ['engine', 'lighthouse', 'server', 'phone'];

/** A fixed run: what `npm run bench -- engine server --write` might have recorded. */
const RUN: SpeedRun = {
  date: new Date('2026-11-26T04:10:31.250Z'),
  commit: '0123456789abcdef0123456789abcdef01234567',
  dirty: false,
  machine: { cpuModel: 'AMD EPYC 7B13', cores: 2, chromium: 'Chromium 131.0.6778.139 built on Debian', benchmarkIndex: 1412 },
  sections: [
    {
      name: 'engine',
      title: 'brand engine',
      figures: [
        { what: 'resolve a market (ISO3 country)', figure: '12.4 µs per call', method: 'mean of 10,000 calls in one process' },
        {
          what: "check a lobby's 9 CMS records",
          figure: '3.1 µs per call',
          goal: '≤ 50 µs',
          holds: true,
          method: 'mean of 10,000 calls in one process',
        },
      ],
    },
    {
      name: 'server',
      title: 'server (built, its own process)',
      figures: [
        {
          what: 'cached logged-out page, 50 connections',
          figure: '0.64 of raw Node http, the same stored Brotli bytes; 3,756 req/s, p99 26 ms',
          goal: '≥ 0.70',
          holds: false,
          method: 'autocannon, 3 s a round | median round',
        },
        {
          what: 'proxied platform call, 50 connections',
          figure: '0.78 of the sandbox called directly; 1,367 req/s, p99 103 ms',
          method: 'autocannon, 3 s a round, median round',
        },
      ],
    },
  ],
};

/** A later run of one section on another machine: what `npm run bench -- phone --write` might record. */
const PHONE_RUN: SpeedRun = {
  date: new Date('2026-11-28T13:45:02.000Z'),
  commit: 'fedcba9876543210fedcba9876543210fedcba98',
  dirty: true,
  machine: { cpuModel: 'Intel Xeon', cores: 4, chromium: 'Chromium 150.0.7871.100' },
  sections: [
    {
      name: 'phone',
      title: 'phone pages',
      figures: [{ what: 'croupier lobby: TBT', figure: '0.45 of 17da66b', goal: '≤ 0.5', holds: true, method: 'Lighthouse' }],
    },
  ],
};

describe('docs/speed.md as a bench run writes it', () => {
  const doc = renderSpeedDoc(recordRun(EMPTY_RECORD, RUN, ORDER), ORDER);

  it.each([
    [
      'the run: its date to the minute in UTC, commit, CPU, Chromium, benchmark index and sections',
      "| 2026-11-26 04:10 UTC | `0123456789ab` | AMD EPYC 7B13, 2 cores | Chromium 131.0.6778.139 built on Debian | 1412 (median of the run's Lighthouse runs) | engine, server |",
    ],
    [
      'a section per section run, with its title and run',
      '## engine\n\nbrand engine. Measured in the run of 2026-11-26 04:10 UTC.',
    ],
    [
      'a figure with its method',
      '| resolve a market (ISO3 country) | 12.4 µs per call |  | mean of 10,000 calls in one process |',
    ],
    ['a goal met', '| ≤ 50 µs: met |'],
    [
      'a ratio whose goal is missed',
      '| 0.64 of raw Node http, the same stored Brotli bytes; 3,756 req/s, p99 26 ms | ≥ 0.70: **not met** |',
    ],
    [
      'a figure without a goal: an empty goal cell, no verdict',
      '| 0.78 of the sandbox called directly; 1,367 req/s, p99 103 ms |  | autocannon, 3 s a round, median round |',
    ],
    ['a pipe escaped inside its cell', 'autocannon, 3 s a round \\| median round'],
    ['the sections never run', 'Not measured yet: lighthouse, phone.'],
  ])('shows %s', (_what, text) => {
    expect(doc).toContain(text);
  });

  it('says which command writes it and that no one edits it', () => {
    expect(doc).toMatch(/^# Speed\n\nWritten by `npm run bench -- --write`/);
  });

  it('marks a tree with changes not committed, and a run without Lighthouse', () => {
    const other = renderSpeedDoc(recordRun(EMPTY_RECORD, PHONE_RUN, ORDER), ORDER);
    expect(other).toContain(
      '| 2026-11-28 13:45 UTC | `fedcba987654` with changes not committed | Intel Xeon, 4 cores | Chromium 150.0.7871.100 | not measured: no Lighthouse section ran | phone |',
    );
  });
});

describe('a run recorded over the last', () => {
  const first = recordRun(EMPTY_RECORD, RUN, ORDER);

  it("replaces the sections it measured and keeps the others with their run, in the bench's order", () => {
    const record = recordRun(first, PHONE_RUN, ORDER);
    expect(record.sections.map(({ name, run }) => [name, run])).toEqual([
      ['engine', '2026-11-26T04:10:31.250Z'],
      ['server', '2026-11-26T04:10:31.250Z'],
      ['phone', '2026-11-28T13:45:02.000Z'],
    ]);
    expect(record.runs.map(({ commit }) => commit.slice(0, 7))).toEqual(['0123456', 'fedcba9']);
    const doc = renderSpeedDoc(record, ORDER);
    expect(doc).toContain('## engine\n\nbrand engine. Measured in the run of 2026-11-26 04:10 UTC.');
    expect(doc).toContain('## phone\n\nphone pages. Measured in the run of 2026-11-28 13:45 UTC.');
    expect(doc).toContain('| 0.45 of 17da66b | ≤ 0.5: met | Lighthouse |');
    expect(doc).toContain('Not measured yet: lighthouse.');
  });

  it('drops a run once every section it measured has been measured again', () => {
    const again = { ...RUN, date: new Date('2026-11-29T08:00:00.000Z'), sections: RUN.sections.slice().reverse() };
    const record = recordRun(recordRun(first, PHONE_RUN, ORDER), again, ORDER);
    expect(record.runs.map(({ date }) => date)).toEqual(['2026-11-28T13:45:02.000Z', '2026-11-29T08:00:00.000Z']);
    expect(record.sections.map(({ name }) => name)).toEqual(['engine', 'server', 'phone']);
  });
});

describe('the run log', () => {
  it('keeps each section its figures and the median benchmark index of every Lighthouse run', () => {
    const log = createRunLog();
    const engine = log.section('engine', 'brand engine');
    const lighthouse = log.section('lighthouse', 'Lighthouse');
    engine.figure({ what: 'a', figure: '1 µs', method: 'm' });
    [1500, 1300, 1400].forEach((index) => lighthouse.benchmarkIndex(index));
    expect(log.sections.map(({ name, figures }) => [name, figures.length])).toEqual([
      ['engine', 1],
      ['lighthouse', 0],
    ]);
    expect(log.benchmarkIndex()).toBe(1400);
    expect(createRunLog().benchmarkIndex()).toBeUndefined();
  });
});
