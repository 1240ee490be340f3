import { beforeAll, describe, expect, it } from 'vitest';
import { componentCatalog } from '../../components/index.ts';
import { changeFile, readRepoBrandFolders, readRepoRulebooks, removeFile } from '../../tests/support/brand-folders.ts';
import { createComponentRecordReview } from '../compose/index.ts';
import { createSchemaValidator, formatProblem, loadBrands, type BrandFolder, type Problem } from './index.ts';

const validator = createSchemaValidator();
const reviewComponent = createComponentRecordReview(componentCatalog);
const rulebooks = readRepoRulebooks();
const load = (folders: readonly BrandFolder[]) => loadBrands(folders, { validator, reviewComponent, rulebooks });

let repo: BrandFolder[];
beforeAll(async () => {
  repo = await readRepoBrandFolders();
});

describe('the repository brands', () => {
  it('load without a single problem', () => {
    const { brands, problems } = load(repo);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(brands.map((brand) => brand.name).sort()).toEqual(['croupier', 'hippodrome', 'jackpotcity']);
  });

  it("give each British market the UK Gambling Commission's rulebook, and no other market any", () => {
    const books = load(repo).brands.flatMap((brand) =>
      brand.markets.map((market) => `${brand.name}/${market.id}: ${market.rulebook?.id ?? 'none'}`),
    );
    expect(books.filter((line) => !line.endsWith('none')).sort()).toEqual(['croupier/gb: ukgc', 'hippodrome/gb: ukgc']);
  });

  it('keep every market and page record', () => {
    const hippodrome = load(repo).brands.find((brand) => brand.name === 'hippodrome');
    expect(hippodrome?.markets.map((market) => market.manifest.locale).sort()).toEqual([
      'en',
      'en-CA',
      'en-GB',
      'en-IE',
      'en-NZ',
      'zh',
    ]);
    expect(hippodrome?.pages.length).toBe(
      repo.find((folder) => folder.name === 'hippodrome')?.files.filter((f) => f.relative.startsWith('content/')).length,
    );
  });
});

type Json = Record<string, unknown>;
type BrokenCase = {
  name: string;
  broken: (folders: BrandFolder[]) => BrandFolder[];
  expected: Problem;
};
const H = 'brands/hippodrome';

const C = 'brands/croupier';
const WEEKEND = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
const weekendPage = (schedule: Json) => (page: Json) => ({
  ...page,
  path: '/weekend',
  kind: 'content',
  schedule,
  meta: { title: 'Weekend', description: 'The weekend.' },
  components: [],
});

const brokenCases: BrokenCase[] = [
  {
    name: 'a market time zone the time zone database does not know',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/gb.json', (m) => void (m.timeZone = 'Europe/Londn')),
    expected: {
      file: `${H}/markets/gb.json`,
      pointer: '/timeZone',
      rule: '"Europe/Londn" is not a time zone: use an IANA name such as Europe/London',
    },
  },
  {
    name: 'a page schedule whose time has no offset',
    broken: (f) => changeFile(f, 'croupier', 'content/weekend.json', weekendPage({ from: '2026-11-27T18:00:00' })),
    expected: {
      file: `${C}/content/weekend.json`,
      pointer: '/schedule/from',
      rule: 'must be a date and time with its offset from UTC, like 2026-11-28T18:00:00+00:00',
    },
  },
  {
    name: 'a page schedule that ends before it starts',
    broken: (f) => changeFile(f, 'croupier', 'content/weekend.json', weekendPage({ from: WEEKEND.until, until: WEEKEND.from })),
    expected: { file: `${C}/content/weekend.json`, pointer: '/schedule/until', rule: `must be after from (${WEEKEND.until})` },
  },
  {
    name: 'a component schedule on no calendar',
    broken: (f) =>
      changeFile(f, 'croupier', 'content/lobby.json', (page) => {
        (page.components as Json[])[0]!.schedule = { until: '2026-02-30T00:00:00Z' };
      }),
    expected: {
      file: `${C}/content/lobby.json`,
      pointer: '/components/0/schedule/until',
      rule: 'must be a date and time with its offset from UTC, like 2026-11-28T18:00:00+00:00',
    },
  },
  {
    name: 'two scheduled records of one path whose windows overlap',
    broken: (f) =>
      changeFile(
        changeFile(f, 'croupier', 'content/weekend.json', weekendPage(WEEKEND)),
        'croupier',
        'content/weekend-late.json',
        weekendPage({ from: '2026-11-29T00:00:00+00:00' }),
      ),
    expected: {
      file: `${C}/content/weekend-late.json`,
      pointer: '/schedule',
      rule: `overlaps the schedule of ${C}/content/weekend.json, which also shows "/weekend"`,
    },
  },
  {
    name: 'a market locale that is not a locale tag',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/nz.json', (m) => void (m.locale = 'en_NZ')),
    expected: { file: `${H}/markets/nz.json`, pointer: '/locale', rule: 'must match pattern "^[a-z]{2}(-[A-Z]{2})?$"' },
  },
  {
    name: 'a market without its casino id',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/gb.json', (m) => void delete m.casinoId),
    expected: { file: `${H}/markets/gb.json`, pointer: '/casinoId', rule: "must have required property 'casinoId'" },
  },
  {
    name: "a market casino id that is not the brand's",
    broken: (f) => changeFile(f, 'hippodrome', 'markets/gb.json', (m) => void (m.casinoId = 40953)),
    expected: {
      file: `${H}/markets/gb.json`,
      pointer: '/casinoId',
      rule: "must be one of the brand's desktop casino ids (3568, 2335)",
    },
  },
  {
    name: 'a rest-of-world market naming a country',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/row.json', (m) => void (m.countryIso2Code = 'DE')),
    expected: { file: `${H}/markets/row.json`, pointer: '/countryIso2Code', rule: 'must be null' },
  },
  {
    name: 'a market with a property the schema does not know',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/ie.json', (m) => void (m.currency = 'EUR')),
    expected: { file: `${H}/markets/ie.json`, pointer: '', rule: 'must NOT have additional property "currency"' },
  },
  {
    name: 'a market country in lower case',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/ca.json', (m) => void (m.countryIso2Code = 'ca')),
    expected: { file: `${H}/markets/ca.json`, pointer: '/countryIso2Code', rule: 'must match pattern "^[A-Z]{2}$"' },
  },
  {
    name: 'a second rest-of-world market',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'markets/world.json', () => ({
        ...(JSON.parse(
          f.find((b) => b.name === 'hippodrome')!.files.find((x) => x.relative === 'markets/row.json')!.text,
        ) as Json),
        marketNodeId: 1199,
      })),
    expected: {
      file: `${H}/markets`,
      pointer: '',
      rule: `must hold exactly one rest-of-world market (isRow: true); found ${H}/markets/row.json, ${H}/markets/world.json`,
    },
  },
  {
    name: 'two markets for one country',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/zh.json', (m) => void (m.countryIso2Code = 'NZ')),
    expected: { file: `${H}/markets/zh.json`, pointer: '/countryIso2Code', rule: `NZ is already served by ${H}/markets/nz.json` },
  },
  {
    name: "a market language the brand doesn't speak",
    broken: (f) => changeFile(f, 'hippodrome', 'markets/ca.json', (m) => void ((m.locale = 'fr-CA'), (m.locales = ['fr-CA']))),
    expected: {
      file: `${H}/markets/ca.json`,
      pointer: '/locale',
      rule: `language "fr" of fr-CA is not one of the brand's languages (en, zh): its pages would have no strings`,
    },
  },
  {
    name: 'a default locale missing from locales',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/ca.json', (m) => void (m.locales = ['en-GB', 'en-CA'])),
    expected: { file: `${H}/markets/ca.json`, pointer: '/locales/0', rule: 'must equal locale "en-CA", the market\'s default' },
  },
  {
    name: 'a market naming a rulebook there is none of',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/nz.json', (m) => void (m.rulebook = 'nzdia')),
    expected: {
      file: `${H}/markets/nz.json`,
      pointer: '/rulebook',
      rule: 'no rulebook "nzdia" in rulebooks/: the books are ukgc',
    },
  },
  {
    name: "a British market that names no rulebook, though the UK Gambling Commission's book is for Great Britain",
    broken: (f) => changeFile(f, 'hippodrome', 'markets/gb.json', (m) => void delete m.rulebook),
    expected: {
      file: `${H}/markets/gb.json`,
      pointer: '/rulebook',
      rule: 'a market for GB must name the rulebook "ukgc" (Great Britain (UK Gambling Commission))',
    },
  },
  {
    name: 'a market for a restricted country',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void b.restrictedCountries.push('NZ')),
    expected: { file: `${H}/markets/nz.json`, pointer: '/countryIso2Code', rule: "NZ is one of the brand's restrictedCountries" },
  },
  {
    name: 'a market file name in capitals',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/DE.json', '{}'),
    expected: {
      file: `${H}/markets/DE.json`,
      pointer: '',
      rule: 'a market file is named after its market in lower case: markets/<id>.json with a-z, 0-9 and -',
    },
  },
  {
    name: 'a file that is not JSON',
    broken: (f) => changeFile(f, 'hippodrome', 'markets/nz.json', '{\n  "name": "New Zealand",\n  "locale": en-NZ\n}'),
    expected: { file: `${H}/markets/nz.json`, pointer: '', rule: 'invalid JSON: unexpected character (line 3, column 13)' },
  },
  {
    name: 'a brand name that differs from its folder',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.name = 'hippo')),
    expected: { file: `${H}/brand.json`, pointer: '/name', rule: 'must equal the folder name "hippodrome"' },
  },
  {
    name: 'a brand without brand.json',
    broken: (f) => removeFile(f, 'hippodrome', 'brand.json'),
    expected: { file: `${H}/brand.json`, pointer: '', rule: 'every brand folder needs a brand.json' },
  },
  {
    name: 'a palette colour that is not #rrggbb',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.palette.primary = 'gold')),
    expected: { file: `${H}/brand.json`, pointer: '/theme/palette/primary', rule: 'must match pattern "^#[0-9a-fA-F]{6}$"' },
  },
  {
    name: 'button text the colour of its button',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.palette.onPrimary = '#c8a126')),
    expected: {
      file: `${H}/brand.json`,
      pointer: '/theme/palette/onPrimary',
      rule: 'onPrimary #c8a126 on primary #c9a227 (/theme/palette/primary): contrast 1.01:1, WCAG 2.2 AA needs 4.5:1 for button text',
    },
  },
  {
    name: 'a font from outside @fontsource',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.fonts.body.package = 'https://fonts.example/lato')),
    expected: {
      file: `${H}/brand.json`,
      pointer: '/theme/fonts/body/package',
      rule: 'must match pattern "^@fontsource(-variable)?/[a-z0-9-]+$"',
    },
  },
  {
    name: 'a favicon that is not in assets/',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.favicon = 'assets/missing.svg')),
    expected: { file: `${H}/brand.json`, pointer: '/theme/favicon', rule: `no file ${H}/assets/missing.svg` },
  },
  {
    name: 'a logo that is not in assets/',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.logo = 'assets/missing-logo.png')),
    expected: { file: `${H}/brand.json`, pointer: '/theme/logo', rule: `no file ${H}/assets/missing-logo.png` },
  },
  {
    name: 'a client type id of zero',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.theme.clientTypeIds.mobile = 0)),
    expected: { file: `${H}/brand.json`, pointer: '/theme/clientTypeIds/mobile', rule: 'must be >= 1' },
  },
  {
    name: 'a shell component with invalid props',
    broken: (f) => changeFile(f, 'hippodrome', 'brand.json', (b) => void (b.shell.after[0].props.minimumAge = 16)),
    expected: { file: `${H}/brand.json`, pointer: '/shell/after/0/props/minimumAge', rule: 'must be >= 18' },
  },
  {
    name: 'a page component alias nobody registered',
    broken: (f) => changeFile(f, 'hippodrome', 'content/game.json', (p) => void (p.components[0].alias = 'slotMachine')),
    expected: { file: `${H}/content/game.json`, pointer: '/components/0/alias', rule: 'unknown component "slotMachine"' },
  },
  {
    name: 'a page component with props of the wrong type',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'content/game.json', (p) => void (p.components[0].props.moreGamesCount = 'twelve')),
    expected: { file: `${H}/content/game.json`, pointer: '/components/0/props/moreGamesCount', rule: 'must be integer' },
  },
  {
    name: 'a page component with a prop its schema does not know',
    broken: (f) => changeFile(f, 'hippodrome', 'content/game.json', (p) => void (p.components[0].props.autoplay = true)),
    expected: {
      file: `${H}/content/game.json`,
      pointer: '/components/0/props',
      rule: 'must NOT have additional property "autoplay"',
    },
  },
  {
    name: 'an image that is not in assets/',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'content/lobby.json', (p) => {
        p.components = [{ alias: 'hero', props: { title: 'Tonight', image: 'assets/nowhere.svg' } }];
      }),
    expected: { file: `${H}/content/lobby.json`, pointer: '/components/0/props/image', rule: `no file ${H}/assets/nowhere.svg` },
  },
  {
    name: 'a logged-in-only component shown to logged-out visitors',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'content/lobby.json', (p) => {
        p.components = [{ alias: 'bankingWindow', visibility: 'loggedOut', props: {} }];
      }),
    expected: {
      file: `${H}/content/lobby.json`,
      pointer: '/components/0/visibility',
      rule: 'bankingWindow is shown to logged-in players only; a record cannot show it to loggedOut visitors',
    },
  },
  {
    name: 'a page for a market the brand does not have',
    broken: (f) => changeFile(f, 'hippodrome', 'content/lobby.json', (p) => void (p.markets = ['au'])),
    expected: {
      file: `${H}/content/lobby.json`,
      pointer: '/markets/0',
      rule: 'no market "au": the brand\'s markets are ca, gb, ie, nz, row, zh',
    },
  },
  {
    name: 'two records for one path',
    broken: (f) =>
      changeFile(f, 'hippodrome', 'content/zz-copy.json', () =>
        JSON.parse(f.find((b) => b.name === 'hippodrome')!.files.find((x) => x.relative === 'content/game.json')!.text),
      ),
    expected: {
      file: `${H}/content/zz-copy.json`,
      pointer: '/path',
      rule: `"/game/{id}" is already defined by ${H}/content/game.json`,
    },
  },
  {
    name: 'two translations of one path in one locale',
    broken: (f) =>
      changeFile(f, 'jackpotcity', 'content/zz-copy.json', () =>
        JSON.parse(
          f.find((b) => b.name === 'jackpotcity')!.files.find((x) => x.relative === 'content/promotions.fr-CA.json')!.text,
        ),
      ),
    expected: {
      file: 'brands/jackpotcity/content/zz-copy.json',
      pointer: '/path',
      rule: '"/promotions" is already defined in fr-CA by brands/jackpotcity/content/promotions.fr-CA.json',
    },
  },
  {
    name: "a market's copy for a shell component the brand does not have",
    broken: (f) =>
      changeFile(f, 'hippodrome', 'markets/zh.json', (m) => void ((m.shellProps as Json).headr = { navigation: [] })),
    expected: {
      file: `${H}/markets/zh.json`,
      pointer: '/shellProps/headr',
      rule: expect.stringMatching(
        /^no component of the brand's shell is named "headr" \(by key, or alias when it has no key\): header, /,
      ) as unknown as string,
    },
  },
  {
    name: "a market's copy that breaks the component's props schema",
    broken: (f) =>
      changeFile(
        f,
        'hippodrome',
        'markets/zh.json',
        (m) => void ((m.shellProps as Record<string, Json>).footer!.minimumAge = 16),
      ),
    expected: { file: `${H}/markets/zh.json`, pointer: '/shellProps/footer/minimumAge', rule: 'must be >= 18' },
  },
  {
    name: "a market's copy naming a shell component that is not an object",
    broken: (f) => changeFile(f, 'hippodrome', 'markets/zh.json', (m) => void ((m.shellProps as Json).header = 'Casino')),
    expected: { file: `${H}/markets/zh.json`, pointer: '/shellProps/header', rule: 'must be object' },
  },
  {
    name: 'a path with capitals',
    broken: (f) => changeFile(f, 'hippodrome', 'content/promotions.json', (p) => void (p.path = '/Promotions')),
    expected: {
      file: `${H}/content/promotions.json`,
      pointer: '/path',
      rule: expect.stringMatching(/^must match pattern/) as unknown as string,
    },
  },
  {
    name: 'a blog post date that is not DD-MM-YYYY',
    broken: (f) => changeFile(f, 'hippodrome', 'content/blog/index.json', (p) => void (p.blog.dateCreated = '2026-03-01')),
    expected: {
      file: `${H}/content/blog/index.json`,
      pointer: '/blog/dateCreated',
      rule: expect.stringMatching(/^must match pattern/) as unknown as string,
    },
  },
  {
    name: 'a blog page without its blog properties',
    broken: (f) => changeFile(f, 'hippodrome', 'content/blog/index.json', (p) => void delete p.blog),
    expected: { file: `${H}/content/blog/index.json`, pointer: '/blog', rule: "must have required property 'blog'" },
  },
  {
    name: 'a host another brand already serves',
    broken: (f) => changeFile(f, 'jackpotcity', 'brand.json', (b) => void b.hosts.push('www.hippodromeonline.com')),
    expected: {
      file: 'brands/jackpotcity/brand.json',
      pointer: '/hosts/2',
      rule: 'www.hippodromeonline.com is already served by brands/hippodrome/brand.json',
    },
  },
  {
    name: 'a casino id another brand already has',
    broken: (f) => changeFile(f, 'jackpotcity', 'brand.json', (b) => void b.casinoIds.desktop.push(3603)),
    expected: {
      file: 'brands/jackpotcity/brand.json',
      pointer: '/casinoIds/desktop/1',
      rule: '3603 is already a casino id of brands/croupier/brand.json',
    },
  },
  {
    name: 'a market node another brand already has',
    broken: (f) => changeFile(f, 'jackpotcity', 'markets/nz.json', (m) => void (m.marketNodeId = 1102)),
    expected: {
      file: 'brands/jackpotcity/markets/nz.json',
      pointer: '/marketNodeId',
      rule: '1102 is already the node of brands/hippodrome/markets/nz.json',
    },
  },
];

describe.each(brokenCases)('$name', ({ broken, expected }) => {
  it('is rejected with the file, the pointer and the rule', () => {
    const { problems } = load(broken(repo));
    expect(problems).toEqual([expected]);
  });
});

describe('a broken file', () => {
  it('leaves the rest of its brand loaded', () => {
    const { brands } = load(changeFile(repo, 'hippodrome', 'markets/nz.json', (m) => void (m.locale = 'en_NZ')));
    const hippodrome = brands.find((brand) => brand.name === 'hippodrome');
    expect(hippodrome?.markets.map((market) => market.id).sort()).toEqual(['ca', 'gb', 'ie', 'row', 'zh']);
  });

  it('prints as file, pointer and rule', () => {
    const [problem] = load(changeFile(repo, 'hippodrome', 'markets/nz.json', (m) => void (m.locale = 'en_NZ'))).problems;
    expect(formatProblem(problem!)).toBe(
      'brands/hippodrome/markets/nz.json /locale: must match pattern "^[a-z]{2}(-[A-Z]{2})?$"',
    );
  });
});

describe('a content file as the CMS holds it', () => {
  const lobbyPath = '/';
  const pagesOf = (folders: BrandFolder[]) => {
    const croupier = load(folders).brands.find((brand) => brand.name === 'croupier');
    const has = (pages: { record: { path: string; markets?: string[] } }[] | undefined) =>
      pages?.some((page) => page.record.path === lobbyPath && !page.record.markets) ?? false;
    return { valid: has(croupier?.pages), served: has(croupier?.content) };
  };

  it.each<{ name: string; change: (page: Json & { components: Json[] }) => void; expected: Problem; served: boolean }>([
    {
      name: 'with a record whose props break its schema is served, and reported',
      change: (page) => void ((page.components[0]!.props as Json).title = 42),
      expected: { file: `${C}/content/lobby.json`, pointer: '/components/0/props/title', rule: 'must be string' },
      served: true,
    },
    {
      name: 'with a record of an unknown component is served, and reported',
      change: (page) => void (page.components[8]!.alias = 'carousel3000'),
      expected: { file: `${C}/content/lobby.json`, pointer: '/components/8/alias', rule: 'unknown component "carousel3000"' },
      served: true,
    },
    {
      name: 'whose record list is not a list is not served, and reported',
      change: (page) => void ((page as Json).components = 'hero'),
      expected: { file: `${C}/content/lobby.json`, pointer: '/components', rule: 'must be array' },
      served: false,
    },
  ])('$name', ({ change, expected, served }) => {
    const folders = changeFile(repo, 'croupier', 'content/lobby.json', change as (value: Json) => void);
    expect(load(folders).problems).toEqual([expected]);
    // `cli validate` fails on it all the same; only the sandbox's content service serves it.
    expect(pagesOf(folders)).toEqual({ valid: false, served });
  });

  it('that is sound is both valid and served', () => {
    expect(pagesOf(repo)).toEqual({ valid: true, served: true });
  });
});
