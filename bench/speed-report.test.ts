import { describe, expect, it } from 'vitest';
import { createRunLog, renderSpeedDoc, type SpeedRun } from './speed-report.ts';

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
  notRun: ['lighthouse', 'phone'],
};

describe('docs/speed.md as a bench run writes it', () => {
  const doc = renderSpeedDoc(RUN);

  it.each([
    ['the date, to the minute, in UTC', '| date | 2026-11-26 04:10 UTC |'],
    ['the commit', '| commit | `0123456789ab` |'],
    ['the CPU and its cores', '| CPU | AMD EPYC 7B13, 2 cores |'],
    ["Chromium's version", '| Chromium | Chromium 131.0.6778.139 built on Debian |'],
    ["Lighthouse's benchmark index", "| Lighthouse benchmark index | 1412 (median of this run's Lighthouse runs) |"],
    ['a section per section run, with its title', '## engine\n\nbrand engine.'],
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
    ['the sections not run', 'Not run this time: lighthouse, phone'],
  ])('shows %s', (_what, text) => {
    expect(doc).toContain(text);
  });

  it('says which command writes it and that no one edits it', () => {
    expect(doc).toMatch(/^# Speed\n\nWritten by `npm run bench -- --write`/);
  });

  it('marks a tree with changes not committed, and a run without Lighthouse', () => {
    const other = renderSpeedDoc({ ...RUN, dirty: true, machine: { ...RUN.machine, benchmarkIndex: undefined } });
    expect(other).toContain('| commit | `0123456789ab` with changes not committed |');
    expect(other).toContain('| Lighthouse benchmark index | not measured: no Lighthouse section ran |');
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
