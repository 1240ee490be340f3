import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfBrands } from '../../tests/support/run-cli.ts';
import { createBrandVersions } from './brand-versions.ts';
import { createBrandWorkspace } from './brand-workspace.ts';
import { createHistoryPictures, type HistoryPictures } from './history-pictures.ts';

const git = (cwd: string, ...args: string[]) => promisify(execFile)('git', args, { cwd }).then(({ stdout }) => stdout.trim());
const LOBBY = 'hippodrome/content/markets/gb/lobby.json';
const OLD_TITLE = "Leicester Square's Grand Casino, Now in Your Pocket";

let scratch: { dir: string; remove: () => Promise<void> };
let pictures: HistoryPictures;
/** Commits what the folder holds now, as a save by the manager would. */
const commit = async (message: string) => {
  await git(scratch.dir, 'add', '--all');
  await git(scratch.dir, '-c', 'user.name=Ada', '-c', 'user.email=', 'commit', '--quiet', '--message', message);
  return git(scratch.dir, 'rev-parse', 'HEAD');
};
const retitle = async (title: string) => {
  const file = path.join(scratch.dir, LOBBY);
  await writeFile(file, (await readFile(file, 'utf8')).replace(OLD_TITLE, title));
};
const heroTitle = (page: { components: { props?: { title?: unknown } }[] } | null) => page?.components[0]?.props?.title;

beforeEach(async () => {
  scratch = await copyOfBrands();
  await git(scratch.dir, 'init', '--quiet');
  const versions = await createBrandVersions({ brandsDir: scratch.dir });
  pictures = createHistoryPictures({ workspace: createBrandWorkspace({ brandsDir: scratch.dir }), versions });
});
afterEach(() => scratch.remove());

describe("History's before and after pictures", () => {
  it('give a page version its document before and after, with the page data of its market and screen', async () => {
    const created = await commit('The brands');
    await retitle('Opening Night');
    const changed = await commit('Opening night hero');

    const answer = await pictures.of(`brands/${LOBBY}`, changed.slice(0, 10), 'phone');
    expect(answer).toMatchObject({ kind: 'page', commit: changed, device: 'phone', file: `brands/${LOBBY}` });
    if (answer.kind !== 'page') throw new Error('a page has pictures');
    expect(heroTitle(answer.before)).toBe(OLD_TITLE);
    expect(heroTitle(answer.after)).toBe('Opening Night');
    expect(answer.data.brand.name).toBe('hippodrome');
    expect(answer.data.market).toMatchObject({ country: 'GB', device: 'mobile' });

    const first = await pictures.of(`brands/${LOBBY}`, created, 'desktop');
    expect(first).toMatchObject({ kind: 'page', before: null, device: 'desktop' });
    if (first.kind === 'page') expect(heroTitle(first.after)).toBe(OLD_TITLE);
  });

  it('give a settings file no pictures', async () => {
    const created = await commit('The brands');
    expect(await pictures.of('brands/hippodrome/markets/gb.json', created)).toEqual({
      kind: 'settings',
      file: 'brands/hippodrome/markets/gb.json',
      commit: created,
      date: expect.any(String),
    });
  });

  it.each([
    ['a revision expression', `brands/${LOBBY}`, 'HEAD~1', 'phone', 400, 'usage'],
    ['a parent suffix', `brands/${LOBBY}`, 'abcdef0^', 'phone', 400, 'usage'],
    ['an option', `brands/${LOBBY}`, '--output=/tmp/x', 'phone', 400, 'usage'],
    ['a screen of its own', `brands/${LOBBY}`, 'abcdef0', 'watch', 400, 'usage'],
    ['a file outside the brands', '../package.json', 'abcdef0', 'phone', 404, 'no_file'],
    ['a file the workspace does not list', 'brands/hippodrome/.git/config', 'abcdef0', 'phone', 404, 'no_file'],
    ['a commit not in the file’s history', `brands/${LOBBY}`, 'abcdef0', 'phone', 404, 'no_version'],
  ])('refuse %s', async (_case, file, commitId, device, status, code) => {
    await commit('The brands');
    await expect(pictures.of(file, commitId, device)).rejects.toMatchObject({ status, code });
  });

  it('refuse a commit of the repository that is not a version of that file', async () => {
    await commit('The brands');
    await writeFile(path.join(scratch.dir, 'hippodrome/markets/gb.json'), '{}\n');
    const other = await commit('Another file');
    await expect(pictures.of(`brands/${LOBBY}`, other)).rejects.toMatchObject({ status: 404, code: 'no_version' });
  });

  it('say there is no history outside a git repository', async () => {
    await rm(path.join(scratch.dir, '.git'), { recursive: true, force: true });
    const off = createHistoryPictures({
      workspace: createBrandWorkspace({ brandsDir: scratch.dir }),
      versions: await createBrandVersions({ brandsDir: scratch.dir }),
    });
    await expect(off.of(`brands/${LOBBY}`, 'abcdef0')).rejects.toMatchObject({ status: 409, code: 'no_versions' });
  });
});
