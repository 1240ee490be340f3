import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfBrands, copyOfMessages, runCli, runCliProcess } from '../tests/support/run-cli.ts';
import { REPO_ROOT } from './project.ts';
import { fillTemplate, STARTER_BRAND_DIR } from '../engine/brand-files/index.ts';

let scratch: { dir: string; remove: () => Promise<void> };
beforeEach(async () => {
  scratch = await copyOfBrands();
});
afterEach(() => scratch.remove());

const inScratch = (...args: string[]) => runCli(['--brands-dir', scratch.dir, ...args], path.dirname(scratch.dir));
const listFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

describe('validate', () => {
  it('passes on the repository', async () => {
    const run = await runCli(['validate']);
    expect(run).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^3 brands, 1 rulebook, 3 languages, \d+ files: all valid/),
    });
  });

  it('fails on a copy with one broken field, naming the file, the pointer and the rule', async () => {
    const file = path.join(scratch.dir, 'hippodrome/markets/nz.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"en-NZ"', '"english"'));
    const run = await inScratch('validate');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('brands/hippodrome/markets/nz.json /locale: must match pattern "^[a-z]{2}(-[A-Z]{2})?$"');
  });

  it("fails a brand whose text is its background's near twin, naming both colours' pointers and the ratio", async () => {
    const file = path.join(scratch.dir, 'croupier/brand.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"text": "#f4eddc"', '"text": "#101a16"'));
    const run = await inScratch('validate');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'brands/croupier/brand.json /theme/palette/text: text #101a16 on background #0f1915 (/theme/palette/background): ' +
        'contrast 1.00:1, WCAG 2.2 AA needs 4.5:1 for body text',
    );
  });

  const CAP = 'the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))';
  it.each([
    {
      case: 'a GB hero whose small print advertises 35x wagering',
      file: 'hippodrome/content/markets/gb/lobby.json',
      from: '10x wagering on bonus funds',
      to: '35x wagering on bonus funds',
      problem: `brands/hippodrome/content/markets/gb/lobby.json /components/0/props/smallPrint: advertises 35x wagering; ${CAP}`,
    },
    {
      case: 'a GB promotion card whose terms ask 35x wagering',
      file: 'croupier/content/markets/gb/promotions.json',
      from: '"wageringMultiple": 10,',
      to: '"wageringMultiple": 35,',
      problem: `brands/croupier/content/markets/gb/promotions.json /components/1/props/contentPromotions/0/terms/wageringMultiple: asks for 35x wagering; ${CAP}`,
    },
    {
      case: 'a card of every market, GB among them, whose own words ask a wagering requirement of 35 times',
      file: 'hippodrome/content/promotions.json',
      from: '"18+. One welcome offer per person and household."',
      to: '"18+. A wagering requirement of 35 times applies."',
      problem: `brands/hippodrome/content/promotions.json /components/2/props/contentPromotions/0/terms/extra: advertises 35x wagering; ${CAP} (shown in market gb)`,
    },
  ])('fails $case, naming the file, the pointer and the rule', async ({ file, from, to, problem }) => {
    const at = path.join(scratch.dir, file);
    const text = await readFile(at, 'utf8');
    expect(text).toContain(from);
    await writeFile(at, text.replace(from, to));
    const run = await inScratch('validate');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(problem);
  });

  it('passes 35x wagering in a record of the rest of the world, whose market has no rulebook', async () => {
    const run = await inScratch('validate', '--brand', 'jackpotcity');
    expect(run.code).toBe(0);
    expect(await readFile(path.join(scratch.dir, 'jackpotcity/content/lobby.json'), 'utf8')).toContain('35x wagering');
  });

  it('reports problems as JSON for machines', async () => {
    const file = path.join(scratch.dir, 'croupier/content/game.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"gameWindow"', '"gameWindw"'));
    const run = await inScratch('validate', '--brand', 'croupier', '--json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      valid: false,
      problems: [
        {
          file: 'brands/croupier/content/game.json',
          pointer: expect.stringMatching(/^\/components\/\d+\/alias$/),
          rule: 'unknown component "gameWindw"',
        },
      ],
    });
  });

  it('is a usage error for a brand that does not exist', async () => {
    expect((await inScratch('validate', '--brand', 'nowhere')).code).toBe(2);
  });
});

describe('validate on messages/', () => {
  let messages: { dir: string; remove: () => Promise<void> };
  beforeEach(async () => {
    messages = await copyOfMessages();
  });
  afterEach(() => messages.remove());

  /** A change to one message file of the scratch copy: its new text, or null to remove it. */
  type Change = (text: string) => string | null;
  const editJson =
    (edit: (strings: Record<string, string>) => void): Change =>
    (text) => {
      const strings = JSON.parse(text) as Record<string, string>;
      edit(strings);
      return JSON.stringify(strings, null, 2);
    };

  it.each<{ case: string; file: string; change: Change; problems: string[] }>([
    {
      case: 'a translation missing a key',
      file: 'fr/game.json',
      change: editJson((strings) => delete strings['game.play']),
      problems: ['messages/fr/game.json /game.play: missing: English has "Play {name}"'],
    },
    {
      case: 'a key English does not have',
      file: 'fr/game.json',
      change: editJson((strings) => void (strings['game.plya'] = 'Jouer')),
      problems: [`messages/fr/game.json /game.plya: unknown key: English's game.json has no "game.plya"`],
    },
    {
      case: 'broken ICU syntax',
      file: 'fr/game.json',
      change: editJson((strings) => void (strings['game.play'] = 'Jouer à {name')),
      problems: ['messages/fr/game.json /game.play: is not ICU MessageFormat: '],
    },
    {
      case: 'a dropped placeholder',
      file: 'fr/game.json',
      change: editJson((strings) => void (strings['game.play'] = 'Jouer')),
      problems: ['messages/fr/game.json /game.play: drops {name}, which the English message has'],
    },
    {
      case: 'a renamed placeholder',
      file: 'zh/lobby.json',
      change: editJson((strings) => void (strings['card.favourite'] = '收藏：{title}')),
      problems: [
        'messages/zh/lobby.json /card.favourite: drops {name}, which the English message has',
        'messages/zh/lobby.json /card.favourite: has {title}, which the English message does not',
      ],
    },
    {
      case: 'a plural lacking a category its language needs',
      file: 'fr/lobby.json',
      change: editJson((strings) => void (strings['grid.count'] = '{count, plural, one {# jeu} other {# jeux}}')),
      problems: ['messages/fr/lobby.json /grid.count: {count, plural} lacks many: fr needs many, one, other (Intl.PluralRules)'],
    },
    {
      case: 'a missing area file',
      file: 'zh/session.json',
      change: () => null,
      problems: ['messages/zh/session.json /: missing: every language has the areas English has (session)'],
    },
    {
      case: 'a file that is not JSON',
      file: 'fr/protection.json',
      change: (text) => text.slice(0, -3),
      problems: ['messages/fr/protection.json /: is not JSON: '],
    },
  ])('refuses $case, naming the file, the key and the rule', async ({ file, change, problems }) => {
    const at = path.join(messages.dir, file);
    const changed = change(await readFile(at, 'utf8'));
    await (changed === null ? rm(at) : writeFile(at, changed));
    const run = await runCli(['--messages-dir', messages.dir, 'validate'], path.dirname(messages.dir));
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.slice(0, -1)).toEqual(problems.map((problem) => expect.stringContaining(problem)));
    expect(lines.at(-1)).toMatch(new RegExp(`^${problems.length} problems? in \\d+ files$`));
  });
});

describe('a brand that did not exist before', () => {
  it('is scaffolded, validates, explains, and takes a market that explain then picks', async () => {
    const scaffold = await inScratch('brand', 'scaffold', 'goldrush', '--casino-id', '7001', '--mobile-casino-id', '7002');
    expect(scaffold.code).toBe(0);
    expect(scaffold.stdout).toContain('created brand "goldrush"');

    // The brand is the starter template, file for file, with its placeholders filled.
    const [, productNodeId, marketNodeId] = /product node (\d+), rest-of-world market node (\d+)/.exec(scaffold.stdout)!;
    const values = {
      name: 'goldrush',
      displayName: 'Goldrush',
      initial: 'G',
      casinoId: 7001,
      mobileCasinoId: 7002,
      productNodeId: Number(productNodeId),
      marketNodeId: Number(marketNodeId),
    };
    const brandDir = path.join(scratch.dir, 'goldrush');
    const templates = (await listFiles(STARTER_BRAND_DIR)).map((file) => path.relative(STARTER_BRAND_DIR, file));
    expect((await listFiles(brandDir)).map((file) => path.relative(brandDir, file))).toEqual(templates);
    for (const file of templates) {
      const filled = fillTemplate(file, await readFile(path.join(STARTER_BRAND_DIR, file), 'utf8'), values);
      expect(await readFile(path.join(brandDir, file), 'utf8'), file).toBe(filled);
    }

    expect((await inScratch('validate')).stdout).toMatch(/^4 brands, 1 rulebook, 3 languages, \d+ files: all valid/);

    const lobby = await inScratch('explain', 'goldrush', '/', '--country', 'BR');
    expect(lobby.code).toBe(0);
    expect(lobby.stdout).toMatch(/market\s+row: no market serves BR, so the rest-of-world market/);
    expect(lobby.stdout).toMatch(/casino id 7001/);
    expect(lobby.stdout).toMatch(/in\s+hero\s+page\s+shown/);

    const added = await inScratch('market', 'add', 'goldrush', '--country', 'NZ', '--locale', 'en-NZ', '--node-id', '9102');
    expect(added.code).toBe(0);
    const nz = await inScratch('explain', 'goldrush', '/', '--country', 'NZL', '--mobile', '--logged-in');
    expect(nz.stdout).toMatch(/market\s+nz: the visitor's country NZ has this market/);
    expect(nz.stdout).toMatch(
      /language {3}en-NZ \(strings en\): the market.s only locale\n +casino id 7002, client type 40, node 9102/,
    );
    expect(nz.stdout).toMatch(/out\s+loginModal\s+shell\s+left out: logged-out visitors only/);
    expect((await inScratch('validate')).code).toBe(0);

    // Every file written keeps the repository's style: `npm run lint` passes on them as they are.
    const style = { ...(await resolveConfig(path.join(REPO_ROOT, 'brands', 'brand.json'))), parser: 'json' };
    for (const file of (await listFiles(brandDir)).filter((name) => name.endsWith('.json')))
      expect(await check(await readFile(file, 'utf8'), style), path.relative(scratch.dir, file)).toBe(true);
  });

  it('can be copied from an existing brand, content and assets included, and validates at once', async () => {
    const run = await inScratch(
      'brand',
      'scaffold',
      'hippodrome-vegas',
      '--casino-id',
      '7101',
      '--mobile-casino-id',
      '7102',
      '--from',
      'hippodrome',
      '--display-name',
      'Hippodrome Vegas',
    );
    expect(run.code).toBe(0);
    expect((await inScratch('validate', '--brand', 'hippodrome-vegas')).code).toBe(0);
    const brand = JSON.parse(await readFile(path.join(scratch.dir, 'hippodrome-vegas/brand.json'), 'utf8'));
    expect(brand).toMatchObject({
      name: 'hippodrome-vegas',
      displayName: 'Hippodrome Vegas',
      casinoIds: { desktop: [7101], mobile: [7102] },
    });
    expect(await readdir(path.join(scratch.dir, 'hippodrome-vegas/assets'))).toContain('favicon.svg');
  });
});

describe('refusals write nothing', () => {
  it.each([
    {
      name: 'an existing brand name',
      args: ['brand', 'scaffold', 'hippodrome', '--casino-id', '7001', '--mobile-casino-id', '7002'],
      code: 1,
      says: 'brand "hippodrome" already exists',
    },
    {
      name: 'a casino id that is not a number',
      args: ['brand', 'scaffold', 'goldrush', '--casino-id', 'abc', '--mobile-casino-id', '7002'],
      code: 2,
      says: '--casino-id must be a positive whole number, got "abc"',
    },
    {
      name: 'a casino id of zero',
      args: ['brand', 'scaffold', 'goldrush', '--casino-id', '0', '--mobile-casino-id', '7002'],
      code: 2,
      says: '--casino-id must be a positive whole number',
    },
    {
      name: "another brand's casino id",
      args: ['brand', 'scaffold', 'goldrush', '--casino-id', '40953', '--mobile-casino-id', '7002'],
      code: 1,
      says: '40953 is already a casino id of brands/jackpotcity/brand.json',
    },
    {
      name: 'a brand name with capitals',
      args: ['brand', 'scaffold', 'GoldRush', '--casino-id', '7001', '--mobile-casino-id', '7002'],
      code: 2,
      says: 'must be 2 to 31 characters of a-z',
    },
    {
      name: 'a duplicate market',
      args: ['market', 'add', 'hippodrome', '--country', 'NZ', '--locale', 'en-NZ', '--node-id', '9999'],
      code: 1,
      says: 'already has a market for NZ: brands/hippodrome/markets/nz.json',
    },
    {
      name: 'a second rest-of-world market',
      args: ['market', 'add', 'croupier', '--row', '--locale', 'en', '--node-id', '9999'],
      code: 1,
      says: 'already has a rest-of-world market',
    },
    {
      name: 'a locale that is not a locale',
      args: ['market', 'add', 'croupier', '--country', 'DE', '--locale', 'german', '--node-id', '9999'],
      code: 1,
      says: 'brands/croupier/markets/de.json /locale: must match pattern',
    },
    {
      name: 'a taken market node',
      args: ['market', 'add', 'croupier', '--country', 'DE', '--locale', 'en', '--node-id', '1102'],
      code: 1,
      says: '1102 is already the node of brands/hippodrome/markets/nz.json',
    },
    {
      name: 'a three-letter country',
      args: ['market', 'add', 'croupier', '--country', 'DEU', '--locale', 'en', '--node-id', '9999'],
      code: 2,
      says: '--country must be a two-letter ISO 3166 country code',
    },
    {
      name: 'a market for no brand',
      args: ['market', 'add', 'nowhere', '--country', 'DE', '--locale', 'en', '--node-id', '9999'],
      code: 1,
      says: 'no brand "nowhere"',
    },
  ])('$name', async ({ args, code, says }) => {
    const before = await listFiles(scratch.dir);
    const run = await inScratch(...args);
    expect(run.code).toBe(code);
    expect(run.stderr).toContain(says);
    expect(await listFiles(scratch.dir)).toEqual(before);
  });
});

describe('explain in a language', () => {
  it.each([
    [[], "en-CA (strings en): the market's default of en-CA, fr-CA; --locale picks another"],
    [['--locale', 'fr-CA'], 'fr-CA (strings fr): the visitor chose it'],
    [['--locale', 'fr-FR'], "en-CA (strings en): the market's default: fr-FR is not one of its locales (en-CA, fr-CA)"],
  ])('%j says which language a Canadian reads and why', async (locale, line) => {
    const run = await runCli(['explain', 'jackpotcity', '/', '--country', 'CA', ...locale]);
    expect(run.stdout).toContain(`language   ${line}`);
  });
});

describe('explain', () => {
  it('answers "why isn\'t X showing?" for a game page', async () => {
    const run = await runCli(['explain', 'hippodrome', '/game/4242', '--country', 'GB', '--logged-in']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/page\s+\/game\/4242 → \/game\/\{id\} \(brands\/hippodrome\/content\/game\.json\), kind game/);
    expect(run.stdout).toMatch(/out\s+messageBroker\s+shell\s+left out: messageBroker does not run on this kind of page/);
    expect(run.stdout).toMatch(/bigWinnerDetailGrid\+\s+page\s+inserted after the games grid; shown/);
  });

  it('shows the market-specific page and the 404 page', async () => {
    expect((await runCli(['explain', 'hippodrome', '/', '--country', 'NZ'])).stdout).toContain(
      '/ → / for nz (brands/hippodrome/content/markets/nz/lobby.json)',
    );
    const missing = await runCli(['explain', 'hippodrome', '/no-such-page']);
    expect(missing.stdout).toMatch(/no page record, so the 404 page \(brands\/hippodrome\/content\/errors\/404\.json\)/);
    expect(missing.stdout).toMatch(/in\s+pageNotFound\s+page\s+shown/);
  });

  it("lists the rules of the market's rulebook in force at the time asked, and none where it names no book", async () => {
    const before = (await runCli(['explain', 'hippodrome', '/', '--country', 'GB', '--at', '2026-01-18T23:59:00Z'])).stdout;
    expect(before).toMatch(/rules\s+ukgc: Great Britain \(UK Gambling Commission\), 4 of 6 in force/);
    expect(before).toMatch(/not\s+wageringCap\s+LCCP SR code 5\.1\.1\(3a\)\s+from 19 Jan 2026, not yet in force; at most 10x/);
    expect(before).toMatch(/in\s+elapsedTimeInPlay\s+RTS 13C\s+in force since 17 Jan 2025/);
    const after = (await runCli(['explain', 'hippodrome', '/', '--country', 'GB', '--at', '2026-01-19T00:00:00Z'])).stdout;
    expect(after).toMatch(/in\s+wageringCap\s+LCCP SR code 5\.1\.1\(3a\)\s+in force since 19 Jan 2026; at most 10x/);
    expect((await runCli(['explain', 'hippodrome', '/', '--country', 'NZ'])).stdout).toContain(
      'rules      none: the market names no rulebook',
    );
  });

  it('says when a scheduled hero shows, in the market’s time zone, at the time asked', async () => {
    const file = path.join(scratch.dir, 'croupier/content/markets/gb/lobby.json');
    const lobby = JSON.parse(await readFile(file, 'utf8')) as { components: Record<string, unknown>[] };
    lobby.components[0]!.schedule = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
    await writeFile(file, JSON.stringify(lobby));
    const explainAt = async (at: string) => (await inScratch('explain', 'croupier', '/', '--country', 'GB', '--at', at)).stdout;
    expect(await explainAt('2026-11-27T12:00:00Z')).toMatch(
      /out\s+hero\s+page\s+hidden: starts Fri 27 Nov 18:00 GMT, ends Mon 30 Nov 00:00 GMT/,
    );
    expect(await explainAt('2026-11-28T09:00:00+00:00')).toMatch(
      /time\s+Sat 28 Nov 09:00 GMT[\s\S]*in\s+hero\s+page\s+shown from Fri 27 Nov 18:00 GMT until Mon 30 Nov 00:00 GMT/,
    );
    expect(await explainAt('2026-12-01T00:00:00Z')).toMatch(/out\s+hero\s+page\s+hidden: ended Mon 30 Nov 00:00 GMT/);
    const refused = await inScratch('explain', 'croupier', '/', '--at', 'Saturday');
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('--at must be a date and time with its offset') });
  });
});

describe('--help', () => {
  it.each([
    [[]],
    [['validate']],
    [['brand', 'scaffold']],
    [['market', 'add']],
    [['types']],
    [['explain']],
    [['messages', 'export']],
    [['messages', 'import']],
  ])('works for %j', async (command) => {
    const run = await runCli([...command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: croupier/);
  });
});

describe('the bin, run as a process', () => {
  it("prints to its own output and exits with the command's code", async () => {
    const passed = await runCliProcess(['validate']);
    expect(passed).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^3 brands, 1 rulebook, 3 languages, \d+ files: all valid/),
    });
    const refused = await runCliProcess(['--brands-dir', scratch.dir, 'validate', '--brand', 'nowhere']);
    expect(refused).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('no brand "nowhere"') });
  });
});
