import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_URL_VARIABLE } from '../../server/config.ts';
import {
  anchorsOf,
  codeBlockUnder,
  commandsOf,
  relativeLinksOf,
  sectionNumbersOf,
  specCitationsOf,
  tableCellsOf,
  tableUnder,
} from './markdown.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_TABLE_CELL = 200;
const MAX_README_BYTES = 12 * 1024;

/** The repository's files as a clean clone will have them: tracked, plus new ones not ignored. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const markdownFiles = repoFiles.filter((file) => file.endsWith('.md'));

describe('docs/requirements.md', () => {
  const sections = sectionNumbersOf(read('docs/requirements.md'));

  it('has the nine sections the code is written against', () => {
    expect([...sections].filter((section) => !section.includes('.'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has every section the code cites as "SPEC §n"', () => {
    const textFiles = repoFiles.filter((file) => !/\.(png|jpe?g|webp|gif|ico|woff2?|ttf|otf)$/i.test(file));
    const citations = textFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((text, index) => specCitationsOf(text).map((section) => ({ where: `${file}:${index + 1}`, section }))),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.filter(({ section }) => !sections.has(section)).map(({ where, section }) => `${where} §${section}`)).toEqual(
      [],
    );
  });
});

describe('the Markdown docs', () => {
  it('are README.md and a guide per audience under docs/', () => {
    expect(markdownFiles).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/operators.md',
        'docs/brand-managers.md',
        'docs/developers.md',
        'docs/qa.md',
        'docs/player-protection.md',
        'docs/requirements.md',
        'docs/speed.md',
      ]),
    );
  });

  it.each(markdownFiles)('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinksOf(read(file)).flatMap(({ line, target }) => {
      const [linked = '', anchor] = target.split('#');
      const resolved = linked ? path.join(path.dirname(file), decodeURIComponent(linked)) : file;
      if (!existsSync(path.join(REPO_ROOT, resolved))) return [`${file}:${line} ${target}: no such file`];
      if (anchor === undefined || !resolved.endsWith('.md')) return [];
      return anchorsOf(read(resolved)).has(anchor) ? [] : [`${file}:${line} ${target}: no such heading`];
    });
    expect(broken).toEqual([]);
  });

  it.each(markdownFiles)(`%s has no table cell over ${MAX_TABLE_CELL} characters`, (file) => {
    const long = tableCellsOf(read(file))
      .filter(({ cell }) => cell.length > MAX_TABLE_CELL)
      .map(({ line, cell }) => `${file}:${line} (${cell.length}) ${cell.slice(0, 60)}…`);
    expect(long).toEqual([]);
  });
});

describe('docs/player-protection.md', () => {
  const books = repoFiles.filter((file) => /^rulebooks\/[a-z0-9-]+\.json$/.test(file));

  it.each(books)('tables every rule of %s with its source and date of effect, in its order', (file) => {
    const book = JSON.parse(read(file)) as { rules: { kind: string; source: string; inForceFrom: string }[] };
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(iso),
      );
    const rows = tableUnder(read('docs/player-protection.md'), path.basename(file, '.json'))
      .slice(1)
      .map(([rule = '', source = '', from = '']) => `${/`(\w+)`/.exec(rule)?.[1]} | ${source} | ${from}`);
    expect(rows).toEqual(book.rules.map((rule) => `${rule.kind} | ${rule.source} | ${day(rule.inForceFrom)}`));
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it(`is at most ${MAX_README_BYTES / 1024} KB`, () => {
    expect(statSync(path.join(REPO_ROOT, 'README.md')).size).toBeLessThanOrEqual(MAX_README_BYTES);
  });

  it("starts with the quick start, whose commands are CI's own or package.json scripts", () => {
    /**
     * A command without its options (`npm ci --no-audit` installs what `npm ci` does); CI installs
     * exactly the lockfile with `npm ci`, a newcomer with `npm install`: the same install.
     */
    const bare = (command: string) =>
      command
        .split(' ')
        .filter((word) => !word.startsWith('--'))
        .join(' ')
        .replace(/^npm ci$/, 'npm install');
    const ciCommands = commandsOf(read('.ci/run'))
      .filter((command) => command.startsWith('npm '))
      .map(bare);
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const quickStart = commandsOf(codeBlockUnder(readme, 'quick-start') ?? '').map(bare);
    expect(readme.indexOf('## Quick start')).toBe(readme.indexOf('## '));
    expect(quickStart).toEqual(expect.arrayContaining(ciCommands));
    const unknown = quickStart.filter((command) => {
      if (ciCommands.includes(command)) return false;
      const script = /^npm (?:run )?([\w:-]+)/.exec(command)?.[1];
      return script === undefined || !scripts.includes(script);
    });
    expect(unknown).toEqual([]);
  });

  it('lists every package.json script in its scripts table, and no other', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const listed = tableUnder(readme, 'scripts')
      .slice(1)
      .map(([command = '']) => /^`npm (?:run )?([\w:-]+)/.exec(command)?.[1]);
    expect(listed.toSorted()).toEqual(scripts.toSorted());
  });
});

describe("README.md's speed goals", () => {
  /** docs/speed.md's phone rows by what they measure: the figure's ratio, the goal and the verdict. */
  const phone = new Map(
    tableUnder(read('docs/speed.md'), 'phone')
      .slice(1)
      .map(([what = '', figure = '', goal = '']) => [
        what,
        `${goal.replace(/:.*$/, '')} ${figure.split(' ')[0]}: ${goal.split(': ')[1]}`,
      ]),
  );
  const goals = tableUnder(read('README.md'), 'speed').slice(1);

  it.each(goals)("%s beside docs/speed.md's latest figure", (goal = '', latest = '') => {
    const [what = '', limit = ''] = goal.split(': ');
    expect(`${limit} ${latest.replace('not met', '**not met**')}`).toBe(phone.get(what));
  });
});

describe("docs/operators.md's settings table", () => {
  /** Every variable server/config.ts reads: `given('X')`, `url('X', …)`, `wholeNumber('X', …)`, `env.X`. */
  const source = read('server/config.ts');
  const read_ = new Set([
    ...[...source.matchAll(/\b(?:given|url|wholeNumber)\('([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!),
    ...Object.values(SERVICE_URL_VARIABLE),
  ]);
  const documented = new Set(
    tableUnder(read('docs/operators.md'), 'settings')
      .slice(1)
      .flatMap(([names = '']) => [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)),
  );

  it('names every setting server/config.ts reads', () => {
    expect(read_.size).toBeGreaterThan(20);
    expect([...read_].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names no setting server/config.ts does not read', () => {
    expect([...documented].filter((name) => !read_.has(name))).toEqual([]);
  });
});
