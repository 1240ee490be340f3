import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfBrands, runCli } from '../../tests/support/run-cli.ts';
import {
  STUDIO_API_ROOT,
  STUDIO_ROUTES,
  studioUrl,
  type StudioRouteName,
  type StudioRouteValues,
} from '../shared/studio-routes.ts';
import { startStudio, type RunningStudio } from './start-studio.ts';

let scratch: { dir: string; remove: () => Promise<void> };
let studio: RunningStudio;
beforeEach(async () => {
  scratch = await copyOfBrands();
  studio = await startStudio({ brandsDir: scratch.dir, port: 0, ui: false });
});
afterEach(async () => {
  await studio.close();
  await scratch.remove();
});

/** A route of the studio's API called by its name, as the studio's page calls it. */
async function call<Name extends StudioRouteName>(
  name: Name,
  { body, headers = {}, ...values }: StudioRouteValues<Name> & { body?: unknown; headers?: Record<string, string> } = {} as never,
) {
  return answerOf(
    await fetch(`${studio.url}${studioUrl(name, values as StudioRouteValues<Name>)}`, {
      method: STUDIO_ROUTES[name].method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
const answerOf = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  body: await response.json(),
});
const onDisk = (relative: string) => readFile(path.join(scratch.dir, relative), 'utf8');
const open = async (file: string) => (await call('file', { query: { path: file } })).body;
const validateScratch = () => runCli(['--brands-dir', scratch.dir, 'validate'], path.dirname(scratch.dir));

describe('the brands × markets matrix', () => {
  it('lists every brand with its markets: country, locale, currency and node id', async () => {
    const { status, body } = await call('brands');
    expect(status).toBe(200);
    expect(body.brands.map((brand: { name: string }) => brand.name)).toEqual(['croupier', 'hippodrome', 'jackpotcity']);
    const hippodrome = body.brands.find((brand: { name: string }) => brand.name === 'hippodrome');
    expect(hippodrome.markets).toContainEqual({
      id: 'nz',
      file: 'brands/hippodrome/markets/nz.json',
      name: expect.any(String),
      country: 'NZ',
      locale: 'en-NZ',
      currency: 'NZD',
      nodeId: expect.any(Number),
      isRow: false,
      problems: [],
    });
  });

  it("shows on the market the problem the CLI's validate reports, with the file and JSON pointer", async () => {
    const file = path.join(scratch.dir, 'hippodrome/markets/nz.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"en-NZ"', '"english"'));
    const { body } = await call('brands');
    const nz = body.brands
      .find((brand: { name: string }) => brand.name === 'hippodrome')
      .markets.find((market: { id: string }) => market.id === 'nz');
    const problem = {
      file: 'brands/hippodrome/markets/nz.json',
      pointer: '/locale',
      rule: 'must match pattern "^[a-z]{2}(-[A-Z]{2})?$"',
    };
    expect(nz.problems).toEqual([problem]);
    expect((await validateScratch()).stderr).toContain(`${problem.file} ${problem.pointer}: ${problem.rule}`);
  });
});

describe('saving', () => {
  it('writes 2-space JSON with key order, $schema and a trailing newline kept, and only the changed files', async () => {
    const nz = await open('brands/hippodrome/markets/nz.json');
    const gb = await open('brands/hippodrome/markets/gb.json');
    const { $schema: _dropped, ...withoutSchema } = nz.value;
    const saved = await call('save', {
      body: {
        files: [
          { path: nz.path, value: { ...withoutSchema, name: 'Aotearoa New Zealand' }, baseVersion: nz.version },
          { path: gb.path, value: gb.value, baseVersion: gb.version },
        ],
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { written: ['brands/hippodrome/markets/nz.json'], unchanged: 1 } });
    const text = await onDisk('hippodrome/markets/nz.json');
    expect(text).toBe(nz.text.replace(/"name": "[^"]*"/, '"name": "Aotearoa New Zealand"'));
    expect(text).toMatch(/^\{\n {2}"\$schema": "\.\.\/\.\.\/\.\.\/schemas\/market\.schema\.json",\n[^]*\n\}\n$/);
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(nz.value));
    expect(await onDisk('hippodrome/markets/gb.json')).toBe(gb.text);
    expect((await validateScratch()).code).toBe(0);
  });

  it.each([
    {
      what: 'an edited colour and a node id added to a one-line object',
      file: 'brands/hippodrome/brand.json',
      edit: (brand: { theme: { palette: { primary: string } }; casinoIds: { desktop: number[] } }) => {
        brand.theme.palette.primary = '#b8921f';
        brand.casinoIds.desktop.push(2340);
      },
      expected: (text: string) =>
        text
          .replace('"primary": "#c9a227"', '"primary": "#b8921f"')
          .replace('"desktop": [3568, 2335]', '"desktop": [3568, 2335, 2340]'),
    },
    {
      what: 'a component moved up the page and its title edited',
      file: 'brands/hippodrome/content/lobby.json',
      edit: (page: { components: { alias: string; props: { title?: string } }[] }) => {
        const index = page.components.findIndex((record) => record.alias === 'jackpotTicker');
        const [ticker] = page.components.splice(index, 1);
        ticker!.props.title = 'Jackpots climbing now';
        page.components.unshift(ticker!);
      },
      expected: (text: string) => {
        const start = text.indexOf('    {\n      "alias": "jackpotTicker"');
        const end = text.indexOf('\n    }', start) + '\n    }'.length;
        const ticker = text.slice(start, end).replace('Jackpots rising right now', 'Jackpots climbing now');
        const without = `${text.slice(0, start - ',\n'.length)}${text.slice(end)}`;
        return without.replace('"components": [\n', `"components": [\n${ticker},\n`);
      },
    },
  ])('keeps every untouched line as it was, one-line objects too: $what', async ({ file, edit, expected }) => {
    const opened = await open(file);
    const value = structuredClone(opened.value);
    edit(value);
    const saved = await call('save', { body: { files: [{ path: file, value, baseVersion: opened.version }] } });
    expect(saved).toMatchObject({ status: 200, body: { written: [file] } });
    expect(await onDisk(file.replace(/^brands\//, ''))).toBe(expected(opened.text));
  });

  it('refuses a draft that does not validate, naming the problem, and writes nothing', async () => {
    const nz = await open('brands/hippodrome/markets/nz.json');
    const gb = await open('brands/hippodrome/markets/gb.json');
    const saved = await call('save', {
      body: {
        files: [
          { path: gb.path, value: { ...gb.value, name: 'Britain' }, baseVersion: gb.version },
          { path: nz.path, value: { ...nz.value, locale: 'english' }, baseVersion: nz.version },
        ],
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.body).toMatchObject({
      code: 'invalid',
      problems: [
        { file: 'brands/hippodrome/markets/nz.json', pointer: '/locale', rule: expect.stringContaining('must match pattern') },
      ],
    });
    expect(await onDisk('hippodrome/markets/gb.json')).toBe(gb.text);
    expect(await onDisk('hippodrome/markets/nz.json')).toBe(nz.text);
  });

  it("refuses a GB record whose small print advertises more wagering than the market's rulebook allows", async () => {
    const lobby = await open('brands/hippodrome/content/markets/gb/lobby.json');
    const value = structuredClone(lobby.value);
    value.components[0].props.smallPrint = 'New UK customers, 18+. 35x wagering on bonus funds.';
    const saved = await call('save', { body: { files: [{ path: lobby.path, value, baseVersion: lobby.version }] } });
    expect(saved.status).toBe(422);
    expect(saved.body.problems).toEqual([
      {
        file: 'brands/hippodrome/content/markets/gb/lobby.json',
        pointer: '/components/0/props/smallPrint',
        rule: 'advertises 35x wagering; the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))',
      },
    ]);
    expect(await onDisk('hippodrome/content/markets/gb/lobby.json')).toBe(lobby.text);
  });

  it('does not overwrite a file changed on disk since it was opened, nor the others saved with it', async () => {
    const nz = await open('brands/hippodrome/markets/nz.json');
    const gb = await open('brands/hippodrome/markets/gb.json');
    const elsewhere = nz.text.replace('"en-NZ"]', '"en-NZ", "zh"]');
    await writeFile(path.join(scratch.dir, 'hippodrome/markets/nz.json'), elsewhere);
    const saved = await call('save', {
      body: {
        files: [
          { path: gb.path, value: { ...gb.value, name: 'Britain' }, baseVersion: gb.version },
          { path: nz.path, value: { ...nz.value, name: 'Aotearoa' }, baseVersion: nz.version },
        ],
      },
    });
    expect(saved).toMatchObject({ status: 409, body: { code: 'changed_on_disk', files: ['brands/hippodrome/markets/nz.json'] } });
    expect(await onDisk('hippodrome/markets/nz.json')).toBe(elsewhere);
    expect(await onDisk('hippodrome/markets/gb.json')).toBe(gb.text);
  });

  it('refuses a new file that someone else created meanwhile', async () => {
    const value = JSON.parse(await onDisk('hippodrome/markets/nz.json'));
    await writeFile(path.join(scratch.dir, 'hippodrome/markets/mt.json'), '{}\n');
    const saved = await call('save', {
      body: {
        files: [{ path: 'brands/hippodrome/markets/mt.json', value, baseVersion: null }],
      },
    });
    expect(saved.status).toBe(409);
  });
});

describe('paths outside brands/', () => {
  it.each([
    { path: '../package.json', why: 'outside brands' },
    { path: '/etc/passwd', why: 'absolute' },
    { path: 'brands/../package.json', why: 'climbs out' },
    { path: 'brands/hippodrome/../../package.json', why: 'climbs out of a brand' },
    { path: 'brands/hippodrome/assets/theme.json', why: 'an asset' },
    { path: 'brands/hippodrome/notes.txt', why: 'not JSON' },
    { path: 'brands/escape/outside.json', why: 'a symlink out of brands/' },
  ])('refuses $path ($why), reading and saving', async ({ path: target }) => {
    const outside = await mkdtemp(path.join(tmpdir(), 'studio-outside-'));
    await symlink(outside, path.join(scratch.dir, 'escape'));
    try {
      const read = await call('file', { query: { path: target } });
      expect(read).toMatchObject({ status: 400, body: { code: 'path_refused' } });
      const saved = await call('save', { body: { files: [{ path: target, value: { a: 1 } }] } });
      expect(saved).toMatchObject({ status: 400, body: { code: 'path_refused' } });
      await expect(readFile(path.join(outside, 'outside.json'))).rejects.toThrow();
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe("a brand's pictures", () => {
  it('are listed with the brand and shown as images, never as pages', async () => {
    const { body } = await call('brands');
    const croupier = body.brands.find((brand: { name: string }) => brand.name === 'croupier');
    expect(croupier.images).toEqual(expect.arrayContaining(['assets/hero-lobby.jpg', 'assets/favicon.svg']));
    expect(croupier.images.every((image: string) => /^assets\/.+\.(png|svg|jpe?g|webp|gif)$/.test(image))).toBe(true);

    const photo = await fetch(`${studio.url}${studioUrl('image', { query: { path: 'brands/croupier/assets/hero-lobby.jpg' } })}`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await photo.arrayBuffer()).equals(await readFile(path.join(scratch.dir, 'croupier/assets/hero-lobby.jpg'))),
    ).toBe(true);
    const drawing = await fetch(`${studio.url}${studioUrl('image', { query: { path: 'brands/croupier/assets/favicon.svg' } })}`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each([
    { path: 'brands/croupier/brand.json', status: 400, code: 'path_refused' },
    { path: 'brands/croupier/../../package.json', status: 400, code: 'path_refused' },
    { path: 'brands/croupier/assets/missing.png', status: 404, code: 'no_file' },
  ])('refuses $path in JSON', async ({ path: target, status, code }) => {
    expect(await call('image', { query: { path: target } })).toMatchObject({ status, body: { code } });
  });
});

describe('adding a market', () => {
  it("does what `cli market add` does: a valid market file the CLI's validate accepts", async () => {
    const added = await call('addMarket', {
      params: { brand: 'hippodrome' },
      body: {
        country: 'mt',
        locale: 'en-MT',
        nodeId: 1107,
        currency: 'EUR',
      },
    });
    expect(added).toMatchObject({ status: 201, body: { file: 'brands/hippodrome/markets/mt.json' } });
    expect(JSON.parse(await onDisk('hippodrome/markets/mt.json'))).toMatchObject({
      $schema: '../../../schemas/market.schema.json',
      name: 'Malta',
      countryIso2Code: 'MT',
      locale: 'en-MT',
      currencyIsoCode: 'EUR',
      marketNodeId: 1107,
    });
    expect((await validateScratch()).code).toBe(0);
  });

  it.each([
    { body: { country: 'NZ', locale: 'en-NZ', nodeId: 9 }, status: 422, says: 'already has a market for NZ' },
    { body: { country: 'ZZ', locale: 'en', nodeId: 9 }, status: 400, says: 'two-letter ISO 3166 country code' },
    { body: { country: 'MT', locale: 'en-MT', nodeId: 'x' }, status: 400, says: 'The content node id is a whole number above 0' },
    { body: { country: 'MT', locale: 'EN_mt', nodeId: 9 }, status: 400, says: 'two small letters for the language' },
  ])('refuses $says and writes nothing', async ({ body, status, says }) => {
    const added = await call('addMarket', { params: { brand: 'hippodrome' }, body: body });
    expect(added.status).toBe(status);
    expect(added.body.message).toContain(says);
    await expect(onDisk('hippodrome/markets/zz.json')).rejects.toThrow();
    await expect(onDisk('hippodrome/markets/mt.json')).rejects.toThrow();
  });
});

describe("a market's languages", () => {
  const languagesOf = (market: string, locales?: string) =>
    call('languages', { params: { brand: 'jackpotcity', market }, query: locales === undefined ? {} : { locales } });

  it("reads the market file's locales, or the form's, and names the records a locale has none of", async () => {
    const { locales } = JSON.parse(await onDisk('jackpotcity/markets/ca.json'));
    const onFile = await languagesOf('ca');
    expect(onFile).toMatchObject({ status: 200, body: { brand: 'jackpotcity', market: 'ca' } });
    expect(onFile.body.locales.map((language: { locale: string }) => language.locale)).toEqual(locales);
    expect(onFile.body.locales[0]).toEqual({
      locale: 'en-CA',
      language: 'en',
      isDefault: true,
      isSource: true,
      missingStrings: [],
      missingPages: [],
    });
    const terms = JSON.parse(await onDisk('jackpotcity/content/pages/terms.json'));
    await writeFile(
      path.join(scratch.dir, 'jackpotcity/content/pages/terms.fr-ca.json'),
      JSON.stringify({ ...terms, locales: ['fr-CA'], meta: { ...terms.meta, title: 'Conditions générales' } }),
    );
    const { status, body } = await languagesOf('ca', 'en-CA,fr-CA');
    expect(status).toBe(200);
    const french = body.locales[1];
    expect(french).toMatchObject({ locale: 'fr-CA', language: 'fr', isDefault: false, isSource: false });
    expect(french.missingStrings).toEqual(expect.any(Array));
    const pages = french.missingPages.map((page: { path: string; title: string }) => `${page.path} ${page.title}`);
    // The lobby, the promotions and (just written) the terms have French records; the blog has none.
    expect(pages.some((page: string) => page.startsWith('/blog'))).toBe(true);
    expect(pages.filter((page: string) => /^\/(terms|promotions)? /.test(page))).toEqual([]);
  });

  it.each([
    { market: 'ca', locales: 'en-CA,de-DE', status: 200, says: undefined },
    { market: 'CA!', locales: undefined, status: 400, says: 'is not a market id' },
    { market: 'ca', locales: 'en_CA', status: 400, says: 'locale "en_CA": Write two small letters' },
    { market: 'ca', locales: 'en-CA,en-CA', status: 400, says: 'named twice' },
    { market: 'ca', locales: '', status: 400, says: 'comma-separated' },
    { market: 'mt', locales: undefined, status: 404, says: 'brands/jackpotcity/markets/mt.json does not exist' },
  ])('$market, locales $locales: $status $says', async ({ market, locales, status, says }) => {
    const answer = await languagesOf(market, locales);
    expect(answer).toMatchObject({ status, type: expect.stringContaining('application/json') });
    if (says) expect(answer.body.message).toContain(says);
    else expect(answer.body.locales[1].refusal).toBe('no strings in messages/de/: the site refuses this market');
  });

  it('answers 404 for a brand that is not there', async () => {
    const answer = await call('languages', { params: { brand: 'nowhere', market: 'ca' } });
    expect(answer).toMatchObject({ status: 404, body: { code: 'no_brand' } });
  });
});

describe('explain', () => {
  it('says of an unsaved draft what `cli explain` says of the saved file', async () => {
    const lobby = await open('brands/hippodrome/content/lobby.json');
    const index = lobby.value.components.findIndex((record: { alias: string }) => record.alias === 'jackpotTicker');
    lobby.value.components[index] = { ...lobby.value.components[index], visibility: 'loggedIn' };
    const draft = await call('explain', {
      body: {
        brand: 'hippodrome',
        path: '/',
        country: 'IE',
        files: [{ path: lobby.path, value: lobby.value }],
      },
    });
    expect(draft.status).toBe(200);
    const ticker = draft.body.decisions.find((decision: { alias: string }) => decision.alias === 'jackpotTicker');
    expect(ticker).toMatchObject({
      included: false,
      why: 'left out: this record is for logged-in players (visibility "loggedIn")',
    });

    await call('save', { body: { files: [{ path: lobby.path, value: lobby.value, baseVersion: lobby.version }] } });
    const cli = await runCli(
      ['--brands-dir', scratch.dir, 'explain', 'hippodrome', '/', '--country', 'IE'],
      path.dirname(scratch.dir),
    );
    expect(cli.stdout).toMatch(
      /out\s+jackpotTicker\s+page\s+left out: this record is for logged-in players \(visibility "loggedIn"\)/,
    );
  });
});

describe('the API answers its own page only, always in JSON', () => {
  it('refuses a request from another origin', async () => {
    const nz = await open('brands/hippodrome/markets/nz.json');
    const saved = await call('save', {
      body: { files: [{ path: nz.path, value: {} }] },
      headers: { origin: 'http://evil.example' },
    });
    expect(saved).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await onDisk('hippodrome/markets/nz.json')).toBe(nz.text);
  });

  it.each([
    { what: 'a body that is not JSON', url: studioUrl('save'), body: '{nope', status: 400 },
    { what: 'a body without files', url: studioUrl('save'), body: JSON.stringify({ nope: 1 }), status: 400 },
    { what: 'an unknown route', url: `${STUDIO_API_ROOT}/nowhere`, body: '{}', status: 404 },
  ])('answers $what with { code, message }', async ({ url, body, status }) => {
    const headers = { 'content-type': 'application/json' };
    const answer = await answerOf(await fetch(`${studio.url}${url}`, { method: 'POST', headers, body }));
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  });

  it.each([
    { what: 'a revision that is not a commit id', commit: 'HEAD', status: 400 },
    { what: 'a version where the brands keep none', commit: 'abcdef0', status: 409 },
  ])("answers History's pictures asked for $what with { code, message }", async ({ commit, status }) => {
    // This copy of the brands is no git repository: past the commit id's check, the answer says there is no history.
    const answer = await call('pictures', { query: { path: 'brands/hippodrome/content/lobby.json', commit } });
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  });
});
