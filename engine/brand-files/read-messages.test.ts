import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageFolderProblems, readMessageFiles } from './index.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'croupier-read-messages-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

describe('readMessageFiles', () => {
  it('reads the repository: every language of messages/, English first, none with a problem', () => {
    const folder = readMessageFiles(path.resolve(import.meta.dirname, '../../messages'));
    expect([...new Set(folder.files.map(({ language }) => language))]).toEqual(['en', 'fr', 'zh']);
    expect(folder.files[0]).toMatchObject({ language: 'en', area: 'account', file: 'messages/en/account.json' });
    expect(messageFolderProblems(folder)).toEqual([]);
  });

  it('names a file that is not JSON once, for its syntax, and checks the others', async () => {
    await write({
      'en/game.json': '{ "play": "Play {name}", "close": "Close" }',
      'fr/game.json': '{ "play": "Jouer à {name}", ',
      'zh/game.json': '{ "play": "玩{name}" }',
      'zh/notes.txt': 'not a message file',
      '.git/config': '',
    });
    const folder = readMessageFiles(dir, 'messages');
    expect(folder.files.map(({ file }) => file)).toEqual([
      'messages/en/game.json',
      'messages/fr/game.json',
      'messages/zh/game.json',
    ]);
    expect(messageFolderProblems(folder)).toEqual([
      { file: 'messages/fr/game.json', key: '', rule: expect.stringMatching(/^is not JSON: /) },
      { file: 'messages/zh/game.json', key: 'close', rule: 'missing: English has "Close"' },
    ]);
  });

  it('reads no file from a folder that does not exist, and English is then missing', () => {
    const folder = readMessageFiles(path.join(dir, 'nowhere'));
    expect(folder).toEqual({ files: [], problems: [] });
    expect(messageFolderProblems(folder)).toEqual([
      { file: 'messages/en', key: '', rule: 'the English strings, the source of every translation, are missing' },
    ]);
  });
});
