/** One stage of `npm test`: a package.json script, named as the closing table names it. */
export interface TestStage {
  name: string;
  script: string;
}

/**
 * What `npm test` runs, a step at a time; the stages of a step run side by side. Each of the first
 * step's tools is one Node thread: on two cores they take the time of the longest instead of their
 * sum. The browser suites run one after the other: side by side, with a core busy, the studio's took
 * 28.5 min and timed out twice, the site's own server and two browsers already fill both cores.
 */
export const TEST_PLAN: readonly (readonly TestStage[])[] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'browser: site', script: 'test:site' }],
  [{ name: 'browser: studio', script: 'test:studio' }],
];

export type StageOutcome = 'ok' | 'not run' | `failed (${number})`;

export interface StageResult {
  name: string;
  /** Whole seconds; none for a stage that did not run. */
  seconds?: number;
  outcome: StageOutcome;
}

/**
 * Stages run before `npm test` (CI's install), as `.ci/run` hands them over: `name=seconds`
 * separated by commas. An entry that is not `name=<whole seconds>` is an error naming it.
 */
export function parseEarlierStages(text: string | undefined, variable = 'TEST_STAGES_BEFORE'): StageResult[] {
  if (!text?.trim()) return [];
  return text.split(',').map((entry) => {
    const match = /^\s*([^=,]+?)\s*=\s*(\d+)\s*$/.exec(entry);
    if (!match) throw new Error(`${variable}: "${entry}" is not name=<whole seconds> (e.g. "npm ci=146")`);
    return { name: match[1]!, seconds: Number(match[2]), outcome: 'ok' };
  });
}

/** The closing table: a row per stage, then the total of the seconds spent (side-by-side stages overlap). */
export function stageTable(rows: readonly StageResult[], totalSeconds: number): string {
  const width = Math.max('total'.length, ...rows.map((row) => row.name.length));
  const line = (name: string, seconds: string, outcome: string) =>
    `${name.padEnd(width)}  ${seconds.padStart(7)}  ${outcome}`.trimEnd();
  return [
    line('stage', 'seconds', 'result'),
    ...rows.map((row) => line(row.name, row.seconds === undefined ? '' : String(row.seconds), row.outcome)),
    line('total', String(totalSeconds), ''),
  ].join('\n');
}
