/**
 * The figures a bench run records and `docs/speed.md` as `npm run bench -- --write` writes it. The
 * page is rendered from a record (`docs/speed.json`) and never edited by hand: a run replaces the
 * sections it measured and keeps the others, and each section names its run, so a figure, its method
 * and the machine it was measured on always travel together.
 */

/** One figure as a section measured it. */
export interface SpeedFigure {
  /** What was measured: "cached logged-out page", "hippodrome lobby". */
  what: string;
  /** The figure with its unit: "14,676 req/s, p99 14 ms", "1.32 of raw Node http". */
  figure: string;
  /** How, in one line: the load, the runs, what it is compared with. */
  method: string;
  /** The goal, when there is one: "≥ 0.70", "≤ 50 µs". */
  goal?: string;
  /** Whether the figure meets its goal. */
  holds?: boolean;
}

/** Where a section's figures go; sections print as before and record beside it. */
export interface FigureLog {
  figure(figure: SpeedFigure): void;
  /** Lighthouse's measure of the machine's CPU speed, from each of its runs. */
  benchmarkIndex(value: number): void;
}

/** A log that keeps nothing: what a section gets when no run is recorded. */
export const NO_FIGURE_LOG: FigureLog = { figure: () => undefined, benchmarkIndex: () => undefined };

export interface SectionResult {
  name: string;
  title: string;
  figures: SpeedFigure[];
}

export interface Machine {
  cpuModel: string;
  cores: number;
  chromium: string;
  /** Median of the benchmark indexes Lighthouse reported; absent when no Lighthouse section ran. */
  benchmarkIndex?: number;
}

/** A run: when, on which tree and which machine. */
export interface RunInfo {
  date: Date;
  commit: string;
  /** The tree had changes not committed: the figures belong to no commit exactly. */
  dirty: boolean;
  machine: Machine;
}

export interface SpeedRun extends RunInfo {
  sections: SectionResult[];
}

/** A run as the record keeps it: its date (ISO, to the millisecond) names it. */
export interface RecordedRun extends Omit<RunInfo, 'date'> {
  date: string;
}

/** What docs/speed.md shows: each section's latest figures, and the runs they come from. */
export interface SpeedRecord {
  runs: RecordedRun[];
  sections: (SectionResult & { run: string })[];
}

export const EMPTY_RECORD: SpeedRecord = { runs: [], sections: [] };

/**
 * The record after a run: the sections it measured replace theirs, the others stay with their run,
 * in the bench's order of sections. A run none of whose sections is left is dropped.
 */
export function recordRun(previous: SpeedRecord, run: SpeedRun, order: readonly string[]): SpeedRecord {
  const { sections: measured, ...info } = run;
  const date = info.date.toISOString();
  const sections = order.flatMap((name) => {
    const fresh = measured.find((section) => section.name === name);
    if (fresh) return [{ ...fresh, run: date }];
    return previous.sections.filter((section) => section.name === name);
  });
  const runs = [...previous.runs.filter((kept) => kept.date !== date), { ...info, date }].filter((kept) =>
    sections.some((section) => section.run === kept.date),
  );
  return { runs, sections };
}

/** A log per section, and the benchmark indexes Lighthouse reported, collected for the page. */
export function createRunLog() {
  const sections: SectionResult[] = [];
  const benchmarkIndexes: number[] = [];
  return {
    sections,
    section(name: string, title: string): FigureLog {
      const result: SectionResult = { name, title, figures: [] };
      sections.push(result);
      return {
        figure: (figure) => void result.figures.push(figure),
        benchmarkIndex: (value) => void benchmarkIndexes.push(value),
      };
    },
    benchmarkIndex(): number | undefined {
      if (!benchmarkIndexes.length) return undefined;
      return Math.round(benchmarkIndexes.toSorted((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)]!);
    },
  };
}

/** A table cell: no pipe or line break breaks the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

function goalOf({ goal, holds }: SpeedFigure): string {
  if (goal === undefined) return '';
  if (holds === undefined) return goal;
  return `${goal}: ${holds ? 'met' : '**not met**'}`;
}

/** A run's date to the minute, in UTC: how the page names it. */
const minute = (iso: string) => iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');

/** `docs/speed.md` for the record: its runs and their machines, then each section's figures with their methods. */
export function renderSpeedDoc(record: SpeedRecord, order: readonly string[] = []): string {
  const lines = [
    '# Speed',
    '',
    'Written by `npm run bench -- --write` (`bench/speed-report.ts`); never edited by hand. A run',
    'replaces the sections it measured and keeps the others, and each section names its run: every',
    "figure was measured on the machine that run's row names, and each ratio compares builds measured",
    "side by side in one run. The goals' reasons are in the bench sources (`bench/*.bench.ts`).",
    '',
    ...table(
      ['run', 'commit', 'CPU', 'Chromium', 'Lighthouse benchmark index', 'sections'],
      record.runs.map((run) => [
        minute(run.date),
        `\`${run.commit.slice(0, 12)}\`${run.dirty ? ' with changes not committed' : ''}`,
        `${run.machine.cpuModel}, ${run.machine.cores} cores`,
        run.machine.chromium,
        run.machine.benchmarkIndex === undefined
          ? 'not measured: no Lighthouse section ran'
          : `${run.machine.benchmarkIndex} (median of the run's Lighthouse runs)`,
        record.sections
          .filter((section) => section.run === run.date)
          .map(({ name }) => name)
          .join(', '),
      ]),
    ),
  ];
  for (const section of record.sections) {
    lines.push('', `## ${section.name}`, '', `${section.title}. Measured in the run of ${minute(section.run)}.`, '');
    if (section.figures.length)
      lines.push(
        ...table(
          ['what', 'figure', 'goal', 'method'],
          section.figures.map((figure) => [figure.what, figure.figure, goalOf(figure), figure.method]),
        ),
      );
    else lines.push('No figures recorded.');
  }
  const never = order.filter((name) => !record.sections.some((section) => section.name === name));
  if (never.length) lines.push('', `Not measured yet: ${never.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}
