import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfBrands, runCli } from './support/run-cli.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PLAYWRIGHT = path.join(REPO_ROOT, 'node_modules', '.bin', 'playwright');

/** The browser suite's tests per project, as `playwright test --list` prints them for a brands folder. */
async function listedTests(brandsDir: string): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(
    PLAYWRIGHT,
    ['test', '--config', 'tests/e2e/playwright.config.ts', '--list', '--reporter=list'],
    { cwd: REPO_ROOT, env: { ...process.env, BRANDS_DIR: brandsDir }, maxBuffer: 16 * 1024 * 1024 },
  );
  const byProject = new Map<string, string[]>();
  for (const [, project, test] of stdout.matchAll(/^\s*\[([^\]]+)\] › (.+)$/gm)) {
    byProject.set(project!, [...(byProject.get(project!) ?? []), test!]);
  }
  return byProject;
}

describe('a brand made with `cli brand scaffold`', () => {
  let brands: Awaited<ReturnType<typeof copyOfBrands>>;
  beforeAll(async () => {
    brands = await copyOfBrands();
    const scaffold = await runCli([
      '--brands-dir',
      brands.dir,
      'brand',
      'scaffold',
      'lucky-stars',
      '--casino-id',
      '9101',
      '--mobile-casino-id',
      '9102',
    ]);
    expect(scaffold.code, scaffold.stderr).toBe(0);
  });
  afterAll(() => brands.remove());

  it('is picked up by the browser suite with no test edited: its projects list every spec', async () => {
    const listed = await listedTests(brands.dir);
    const repository = await listedTests(path.join(REPO_ROOT, 'brands'));
    expect([...listed.keys()]).toEqual(expect.arrayContaining(['lucky-stars-desktop', 'lucky-stars-mobile']));
    const specsOf = (tests: string[] = []) => [...new Set(tests.map((test) => test.split(':')[0]))].sort();
    const [firstProject] = [...repository.keys()];
    expect(specsOf(listed.get('lucky-stars-desktop'))).toEqual(specsOf(repository.get(firstProject!)));
    expect(specsOf(listed.get('lucky-stars-desktop'))).toContain('markets.spec.ts');
  });
});
