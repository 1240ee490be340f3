import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrandHistory } from './brand-history.ts';
import { createBrandVersions } from './brand-versions.ts';

const git = (cwd: string, ...args: string[]) => promisify(execFile)('git', args, { cwd }).then(({ stdout }) => stdout);
let dir = '';
const page = (title: string) => `${JSON.stringify({ path: '/', components: [{ alias: 'hero', props: { title } }] }, null, 2)}\n`;
const write = async (relative: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), text);
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'croupier-versions-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('versions of the brands folder', () => {
  it('are off, with the reason, outside a git repository', async () => {
    const versions = await createBrandVersions({ brandsDir: dir });
    expect(versions.state()).toEqual({ available: false, reason: expect.stringMatching(/not in a git repository/) });
    expect(await versions.commit(['x.json'], 'message', 'Ada')).toBeUndefined();
  });

  it('commit a save by the manager, and History words each version against the one before', async () => {
    await git(dir, 'init', '--quiet');
    await write('hippodrome/content/lobby.json', page('Old'));
    await git(dir, 'add', '--all');
    await git(dir, '-c', 'user.name=Setup', '-c', 'user.email=', 'commit', '--quiet', '--message', 'Brands');
    const versions = await createBrandVersions({ brandsDir: dir });
    const history = createBrandHistory({ brandsDir: dir, versions });

    await write('hippodrome/content/lobby.json', page('New'));
    // A file the save did not write stays out of the version.
    await write('hippodrome/notes.json', '{}\n');
    const commit = await history.commit(['brands/hippodrome/content/lobby.json'], 'New hero title', 'Ada Lovelace');
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(await git(dir, 'log', '--format=%an|%s', '--', '.')).toBe('Ada Lovelace|New hero title\nSetup|Brands\n');
    expect(await git(dir, 'status', '--porcelain')).toBe('?? hippodrome/notes.json\n');

    const { versions: list } = await history.of('brands/hippodrome/content/lobby.json');
    expect(list.map(({ author, message, changes }) => ({ author, message, changes }))).toEqual([
      { author: 'Ada Lovelace', message: 'New hero title', changes: ['Hero: title changed from “Old” to “New”'] },
      { author: 'Setup', message: 'Brands', changes: ['Created'] },
    ]);
    const restored = await history.at('brands/hippodrome/content/lobby.json', list[1]!.commit);
    expect(restored.value).toMatchObject({ components: [{ props: { title: 'Old' } }] });
  });
});
