import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEarlierStages, stageTable, TEST_PLAN } from './test-plan.ts';

const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the test plan', () => {
  it('runs package.json scripts only, each once, and not npm test itself', () => {
    const planned = TEST_PLAN.flat().map((stage) => stage.script);
    expect(planned.filter((script) => !(script in scripts))).toEqual([]);
    expect(new Set(planned).size).toBe(planned.length);
    expect(planned).not.toContain('test');
  });
});

describe('the stages CI ran before npm test', () => {
  it.each([
    ['', []],
    [undefined, []],
    ['npm ci=146', [{ name: 'npm ci', seconds: 146, outcome: 'ok' }]],
    [
      'apt=0, npm ci = 146',
      [
        { name: 'apt', seconds: 0, outcome: 'ok' },
        { name: 'npm ci', seconds: 146, outcome: 'ok' },
      ],
    ],
  ])('%j reads as %j', (text, stages) => {
    expect(parseEarlierStages(text)).toEqual(stages);
  });

  it.each(['npm ci', 'npm ci=1.5', '=3', 'apt=0,,npm ci=2', 'apt=-1'])('%j is refused, the entry named', (text) => {
    expect(() => parseEarlierStages(text)).toThrow(/TEST_STAGES_BEFORE: ".*" is not name=<whole seconds>/);
  });
});

describe('the closing table', () => {
  it('gives each stage its seconds and result, a stage that did not run no time, then the total', () => {
    const table = stageTable(
      [
        { name: 'npm ci', seconds: 146, outcome: 'ok' },
        { name: 'unit', seconds: 400, outcome: 'failed (1)' },
        { name: 'browser: site', outcome: 'not run' },
      ],
      600,
    );
    expect(table.split('\n')).toEqual([
      'stage          seconds  result',
      'npm ci             146  ok',
      'unit               400  failed (1)',
      'browser: site           not run',
      'total              600',
    ]);
  });
});
