/**
 * The figures a bench run records and `docs/speed.md` as `npm run bench -- --write` writes it: the
 * page is rendered from one run's results and never edited by hand, so a figure, its method and the
 * machine it was measured on always travel together.
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

export interface SpeedRun {
  date: Date;
  commit: string;
  /** The tree had changes not committed: the figures belong to no commit exactly. */
  dirty: boolean;
  machine: Machine;
  sections: SectionResult[];
  /** Sections that exist but did not run this time. */
  notRun: string[];
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

/** `docs/speed.md` for one run: the run and the machine, then each section's figures with their methods. */
export function renderSpeedDoc(run: SpeedRun): string {
  const date = run.date
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');
  const lines = [
    '# Speed',
    '',
    'Written by `npm run bench -- --write` (`bench/speed-report.ts`); never edited by hand. Each run',
    "replaces the page, so every figure below was measured on the machine this table names. The goals'",
    'reasons are in the bench sources (`bench/*.bench.ts`).',
    '',
    ...table(
      ['run', ''],
      [
        ['date', date],
        ['commit', `\`${run.commit.slice(0, 12)}\`${run.dirty ? ' with changes not committed' : ''}`],
        ['CPU', `${run.machine.cpuModel}, ${run.machine.cores} cores`],
        ['Chromium', run.machine.chromium],
        [
          'Lighthouse benchmark index',
          run.machine.benchmarkIndex === undefined
            ? 'not measured: no Lighthouse section ran'
            : `${run.machine.benchmarkIndex} (median of this run's Lighthouse runs)`,
        ],
        ['sections', run.sections.map(({ name }) => name).join(', ')],
      ],
    ),
  ];
  for (const section of run.sections) {
    lines.push('', `## ${section.name}`, '', `${section.title}.`, '');
    if (section.figures.length)
      lines.push(
        ...table(
          ['what', 'figure', 'goal', 'method'],
          section.figures.map((figure) => [figure.what, figure.figure, goalOf(figure), figure.method]),
        ),
      );
    else lines.push('No figures recorded.');
  }
  if (run.notRun.length)
    lines.push(
      '',
      `Not run this time: ${run.notRun.join(', ')}. A run replaces this page: name every section it should hold, or none for all but phone.`,
    );
  return `${lines.join('\n')}\n`;
}
