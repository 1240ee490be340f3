import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyOfMessages, runCli } from '../../tests/support/run-cli.ts';
import { MESSAGES_DIR } from '../project.ts';

let scratch: { dir: string; remove: () => Promise<void> };
beforeEach(async () => {
  scratch = await copyOfMessages();
});
afterEach(() => scratch.remove());

/** The CLI on the scratch messages/, run from the folder that holds it (so problems say `messages/…`). */
const inScratch = (...args: string[]) => runCli(['--messages-dir', scratch.dir, ...args], path.dirname(scratch.dir));
const xliffFile = () => path.join(path.dirname(scratch.dir), 'fr.xlf');

/** Every file of a messages folder with its text, to see that a refusal wrote nothing. */
async function contentsOf(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), await readFile(file, 'utf8')] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The XLIFF with one unit's <target> replaced (or, for null, removed). */
function retarget(xliff: string, unit: string, target: string | null): string {
  const pattern = new RegExp(`(<unit id="${unit.replace(/\./g, '\\.')}">[\\s\\S]*?)\\s*<target>[^<]*</target>`);
  expect(xliff).toMatch(pattern);
  return xliff.replace(pattern, (_all, before: string) =>
    target === null ? before : `${before}\n        <target>${target}</target>`,
  );
}

describe('messages export and import', () => {
  it.each(['fr', 'zh'])('round-trips %s: exported, imported into an empty folder, the same files', async (language) => {
    const exported = await inScratch('messages', 'export', language, '--out', 'translation.xlf');
    expect(exported).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^wrote translation\.xlf: \d+ messages in 9 files, 0 to translate/),
    });
    await rm(path.join(scratch.dir, language), { recursive: true });

    const imported = await inScratch('messages', 'import', 'translation.xlf');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(`wrote messages/${language}/game.json: `);
    expect(await contentsOf(path.join(scratch.dir, language))).toEqual(await contentsOf(path.join(MESSAGES_DIR, language)));
  });

  it('writes XLIFF 2.0: English and the translation side by side in one unit per key, one file per area', async () => {
    const { code, stdout } = await inScratch('messages', 'export', 'fr');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.0" srcLang="en" trgLang="fr">\n {2}<file id="account">/,
    );
    expect(stdout).toContain(
      [
        '    <unit id="grid.count">',
        '      <segment state="translated">',
        '        <source>{count, plural, one {# game} other {# games}}</source>',
        '        <target>{count, plural, one {# jeu} many {# de jeux} other {# jeux}}</target>',
        '      </segment>',
        '    </unit>',
      ].join('\n'),
    );
  });

  it('exports a language not yet translated with every unit initial, and an import of it leaves every key to translate', async () => {
    const exported = await inScratch('messages', 'export', 'de', '--out', 'de.xlf');
    expect(exported.stdout).toMatch(/^wrote de\.xlf: (\d+) messages in 9 files, \1 to translate$/m);
    const xliff = await readFile(path.join(path.dirname(scratch.dir), 'de.xlf'), 'utf8');
    expect(xliff).not.toContain('<target>');
    expect(xliff).not.toContain('state="translated"');
    expect((await inScratch('messages', 'import', 'de.xlf')).stdout).toContain(
      'wrote messages/de/game.json: 0 messages, 64 left to translate',
    );
  });

  it('leaves out a key whose unit has no target, and validate then names it missing', async () => {
    const xliff = (await inScratch('messages', 'export', 'fr')).stdout;
    await writeFile(xliffFile(), retarget(xliff, 'game.play', null));
    const imported = await inScratch('messages', 'import', 'fr.xlf');
    expect(imported).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('wrote messages/fr/game.json: 63 messages, 1 left to translate'),
    });
    const game = await readFile(path.join(scratch.dir, 'fr/game.json'), 'utf8');
    expect(Object.keys(JSON.parse(game))).toEqual(
      Object.keys(JSON.parse(await readFile(path.join(MESSAGES_DIR, 'en/game.json'), 'utf8'))).filter(
        (key) => key !== 'game.play',
      ),
    );
    const validated = await inScratch('validate');
    expect(validated).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('messages/fr/game.json /game.play: missing: English has "Play {name}"'),
    });
  });

  it('replaces a translation file that is not JSON, which export refuses to read', async () => {
    const xliff = (await inScratch('messages', 'export', 'fr')).stdout;
    await writeFile(path.join(scratch.dir, 'fr/game.json'), '{ "game.play": ');
    const refused = await inScratch('messages', 'export', 'fr');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^messages\/fr\/game\.json: is not JSON: /) });
    await writeFile(xliffFile(), xliff);
    expect((await inScratch('messages', 'import', 'fr.xlf')).code).toBe(0);
    expect(await contentsOf(path.join(scratch.dir, 'fr'))).toEqual(await contentsOf(path.join(MESSAGES_DIR, 'fr')));
  });

  it.each(['en', 'en-XA', 'French'])('refuses to export %s as a usage error', async (language) => {
    const run = await inScratch('messages', 'export', language);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`"${language}"`);
  });
});

describe('messages import refuses, naming the file, the unit and the rule, and writes nothing', () => {
  let exported: string;
  beforeAll(async () => {
    exported = (await runCli(['messages', 'export', 'fr'])).stdout;
  });

  it.each<{ case: string; xliff: (exported: string) => string; problems: string[] }>([
    { case: 'a file that is not XML', xliff: (xliff) => xliff.slice(0, 400), problems: ['fr.xlf: is not XML: '] },
    {
      case: 'XLIFF 1.2',
      xliff: () =>
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file source-language="en" target-language="fr" original="game"><body/></file></xliff>',
      problems: [
        'fr.xlf: is not XLIFF 2: its root is <xliff> in urn:oasis:names:tc:xliff:document:1.2, not <xliff> in urn:oasis:names:tc:xliff:document:2.0',
      ],
    },
    {
      case: 'a source that is not English',
      xliff: (xliff) => xliff.replace('srcLang="en"', 'srcLang="de"'),
      problems: ['fr.xlf: srcLang is "de"'],
    },
    {
      case: 'English as the target',
      xliff: (xliff) => xliff.replace('trgLang="fr"', 'trgLang="en"'),
      problems: ['fr.xlf: trgLang "en" is the source'],
    },
    {
      case: 'an area English does not have',
      xliff: (xliff) => xliff.replace('<file id="lobby">', '<file id="bonus">'),
      problems: ['fr.xlf file "bonus": no area "bonus" in English (messages/en/bonus.json)'],
    },
    {
      case: 'a key English does not have',
      xliff: (xliff) => xliff.replace('<unit id="game.play">', '<unit id="game.plya">'),
      problems: [`fr.xlf file "game" unit "game.plya": unknown key: English's game.json has no "game.plya"`],
    },
    {
      case: 'a target that is not ICU MessageFormat',
      xliff: (xliff) => retarget(xliff, 'game.play', 'Jouer à {name'),
      problems: ['fr.xlf file "game" unit "game.play": is not ICU MessageFormat: '],
    },
    {
      case: 'a target that drops a placeholder',
      xliff: (xliff) => retarget(xliff, 'game.play', 'Jouer'),
      problems: ['fr.xlf file "game" unit "game.play": drops {name}, which the English message has'],
    },
    {
      case: 'a plural without a category French needs',
      xliff: (xliff) => retarget(xliff, 'grid.count', '{count, plural, one {# jeu} other {# jeux}}'),
      problems: [
        'fr.xlf file "lobby" unit "grid.count": {count, plural} lacks many: fr needs many, one, other (Intl.PluralRules)',
      ],
    },
    {
      case: 'a placeholder a tool turned into an inline code',
      xliff: (xliff) => retarget(xliff, 'game.play', 'Jouer à <ph id="1" disp="{name}"/>'),
      problems: ['fr.xlf file "game" unit "game.play": <target> holds <ph>: a message is plain text'],
    },
  ])('$case', async ({ xliff, problems }) => {
    await writeFile(xliffFile(), xliff(exported));
    const before = await contentsOf(scratch.dir);
    const run = await inScratch('messages', 'import', 'fr.xlf');
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      ...problems.map((problem) => expect.stringContaining(problem)),
      `${problems.length} problem${problems.length === 1 ? '' : 's'}: nothing written`,
    ]);
    expect(await contentsOf(scratch.dir)).toEqual(before);
  });
});
