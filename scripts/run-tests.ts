/**
 * `npm test`: every stage of TEST_PLAN, a step at a time, then a table of the stages and how long
 * each took, whether the run passed or stopped at a failing step. In a step, the first stage's output
 * streams; the others' is printed whole as each ends, so no two tools' lines interleave.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseEarlierStages, stageTable, TEST_PLAN, type StageResult, type TestStage } from './test-plan.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

function runStage(stage: TestStage, stream: boolean): Promise<StageResult> {
  const started = Date.now();
  const child = spawn('npm', ['run', stage.script], {
    cwd: REPO_ROOT,
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code ?? (signal ? 128 : 1);
      const outcome = status === 0 ? 'ok' : (`failed (${status})` as const);
      if (!stream) {
        process.stdout.write(`\n── ${stage.name}: ${outcome}, ${seconds} s ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, seconds, outcome });
    });
  });
}

async function main() {
  const started = Date.now();
  const earlier = parseEarlierStages(process.env.TEST_STAGES_BEFORE);
  const results: StageResult[] = [...earlier];
  let failed = false;
  for (const step of TEST_PLAN) {
    if (failed) {
      results.push(...step.map((stage): StageResult => ({ name: stage.name, outcome: 'not run' })));
      continue;
    }
    const finished = await Promise.all(step.map((stage, index) => runStage(stage, index === 0)));
    results.push(...finished);
    failed = finished.some((result) => result.outcome !== 'ok');
  }
  const before = earlier.reduce((sum, stage) => sum + (stage.seconds ?? 0), 0);
  process.stdout.write(`\n${stageTable(results, before + Math.round((Date.now() - started) / 1000))}\n`);
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} catch (error) {
  process.stderr.write(`npm test: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
