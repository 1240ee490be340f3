import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtServerArgs } from './serve-command.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];

/** A folder whose package.json has this serve script. */
function repoWithServe(serve: string | undefined): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'serve-command-'));
  folders.push(folder);
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ scripts: serve === undefined ? {} : { serve } }));
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('builtServerArgs', () => {
  it("starts the built server with npm run serve's own node options", () => {
    const args = builtServerArgs(REPO_ROOT);
    expect(args.at(-1)).toBe(path.join(REPO_ROOT, 'dist/server/index.js'));
    expect(args.slice(0, -1)).toEqual(
      expect.arrayContaining(['--enable-source-maps', '--max-semi-space-size=64', '--no-allocation-site-pretenuring']),
    );
  });

  it('keeps the options in their order, the entry made absolute', () => {
    const root = repoWithServe('node  --a=1 --b   dist/server/index.js ');
    expect(builtServerArgs(root)).toEqual(['--a=1', '--b', path.join(root, 'dist/server/index.js')]);
  });

  it.each([
    ['another command', 'tsx dist/server/index.js'],
    ['another entry', 'node --a dist/server/other.js'],
    ['an argument that is not an option', 'node inspect dist/server/index.js'],
    ['no serve script', undefined],
  ])('refuses %s, naming the file, the field and the rule', (_case, serve) => {
    const root = repoWithServe(serve);
    expect(() => builtServerArgs(root)).toThrow(
      `${path.join(root, 'package.json')} scripts.serve: must be "node [--option …] dist/server/index.js"`,
    );
  });
});
