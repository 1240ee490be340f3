import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentCatalog } from '../components/index.ts';
import { createComponentRecordReview } from '../engine/compose/index.ts';
import { fontsOfBrand } from '../server/fonts/brand-fonts.ts';
import { createSchemaValidator, loadBrands, type BrandFolder, type LoadedBrand } from '../engine/manifest/index.ts';
import { readRepoBrandFolders, readRepoRulebooks, REPO_BRANDS_DIR } from './support/brand-folders.ts';

const REPO_ROOT = path.resolve(REPO_BRANDS_DIR, '..');
const BRANDS = ['hippodrome', 'jackpotcity', 'croupier'];

let folders: BrandFolder[];
let brands: Map<string, LoadedBrand>;
beforeAll(async () => {
  folders = await readRepoBrandFolders();
  const load = loadBrands(folders, {
    validator: createSchemaValidator(),
    reviewComponent: createComponentRecordReview(componentCatalog),
    rulebooks: readRepoRulebooks(),
  });
  brands = new Map(load.brands.map((brand) => [brand.name, brand]));
});
const brand = (name: string) => brands.get(name) as LoadedBrand;

describe('every manifest and page record file', () => {
  it('carries a $schema that resolves to its schema, so editors validate and complete it', () => {
    const wrong: string[] = [];
    for (const folder of folders) {
      for (const file of folder.files) {
        const kind = file.relative === 'brand.json' ? 'brand' : file.relative.startsWith('markets/') ? 'market' : 'page';
        const declared = (JSON.parse(file.text) as { $schema?: string }).$schema ?? '';
        const resolved = path.resolve(REPO_BRANDS_DIR, folder.name, path.dirname(file.relative), declared);
        if (resolved !== path.join(REPO_ROOT, 'schemas', `${kind}.schema.json`))
          wrong.push(`${folder.root}/${file.relative}: ${declared}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds invented copy, not filler', () => {
    const filler = folders.flatMap((folder) =>
      folder.files
        .filter((file) => /lorem ipsum|\bplaceholder\b|\bTODO\b/i.test(file.text))
        .map((file) => `${folder.root}/${file.relative}`),
    );
    expect(filler).toEqual([]);
  });
});

describe.each(BRANDS)('%s', (name) => {
  it('has a rest-of-world market and at least one country market, all requiring KYC', () => {
    const markets = brand(name).markets.map((market) => market.manifest);
    expect(markets.filter((market) => market.isRow)).toHaveLength(1);
    expect(markets.filter((market) => !market.isRow).length).toBeGreaterThan(0);
    expect(markets.every((market) => market.isKYCRequired)).toBe(true);
    expect(brand(name).manifest.features.kyc.required).toBe(true);
  });

  it('speaks en and zh (SPEC §2), Jackpot City French too for Canada, with client type ids 70 and 40', () => {
    expect([...brand(name).manifest.languages].sort()).toEqual(name === 'jackpotcity' ? ['en', 'fr', 'zh'] : ['en', 'zh']);
    expect(brand(name).manifest.theme.clientTypeIds).toEqual({ desktop: 70, mobile: 40 });
  });

  it('preloads three font families, installed, in light, regular and bold', () => {
    const { faces } = fontsOfBrand(brand(name));
    const families = new Set(faces.map((face) => face.family));
    expect(families.size).toBe(3);
    for (const face of faces)
      expect(
        existsSync(path.join(REPO_ROOT, 'node_modules', face.source.package, 'files', face.source.file)),
        face.source.file,
      ).toBe(true);
    const covers = (family: string, weight: number) =>
      faces.some((face) => {
        const [lightest, boldest = lightest] = face.weight.split(' ').map(Number);
        return face.family === family && lightest! <= weight && weight <= boldest!;
      });
    for (const family of families)
      for (const weight of [300, 400, 700]) expect(covers(family, weight), `${family} ${weight}`).toBe(true);
  });

  it('has the pages a brand needs: lobby, game, promotions, blog, errors', () => {
    const byPath = new Map(
      brand(name)
        .pages.filter((page) => !page.record.markets)
        .map((page) => [page.record.path, page.record]),
    );
    for (const required of ['/', '/game/{id}', '/promotions', '/blog', '/404', '/500', '/game-not-found'])
      expect(byPath.has(required), required).toBe(true);
    const pages = brand(name).pages.map((page) => page.record);
    expect(pages.filter((page) => page.kind === 'blogPost').length).toBeGreaterThanOrEqual(6);
    expect(pages.filter((page) => page.kind === 'blogCategory').length).toBeGreaterThanOrEqual(2);
    expect(byPath.get('/404')?.components[0]?.props).toMatchObject({ title: '404: Page Not Found' });
    expect(byPath.get('/500')?.components[0]?.props).toMatchObject({ title: '500: Server Error' });
    expect(byPath.get('/game-not-found')?.components[0]?.props).toMatchObject({ title: '404: Game Not Found' });
  });

  it('links only to pages it has', () => {
    const paths = new Set(brand(name).pages.map((page) => page.record.path));
    const { shell } = brand(name).manifest;
    const links = [...shell.before, ...shell.after].flatMap(
      (record) => JSON.stringify(record.props).match(/"href":"\/[^"?#]*"/g) ?? [],
    );
    const missing = links
      .map((link) => link.slice(8, -1))
      .filter((href) => !paths.has(href) && !['/forgot-password', '/app'].includes(href));
    expect(missing).toEqual([]);
  });
});

describe('the three brands', () => {
  it('each have their own palette', () => {
    const palettes = BRANDS.map((name) => JSON.stringify(brand(name).manifest.theme.palette));
    expect(new Set(palettes).size).toBe(3);
  });

  it('have the casino ids of SPEC §1', () => {
    expect(brand('hippodrome').manifest.casinoIds).toEqual({ desktop: [3568, 2335], mobile: [3569, 2337] });
    expect(brand('jackpotcity').manifest.casinoIds).toEqual({ desktop: [40953], mobile: [40954] });
    expect(brand('croupier').manifest.casinoIds).toEqual({ desktop: [3603], mobile: [3604] });
  });

  it('give hippodrome its markets en-GB, en-NZ, en-IE, en-CA, zh and en for the rest of the world', () => {
    expect(
      brand('hippodrome')
        .markets.map((market) => market.manifest.locale)
        .sort(),
    ).toEqual(['en', 'en-CA', 'en-GB', 'en-IE', 'en-NZ', 'zh']);
  });

  it('write the zh market in Chinese', () => {
    const zhLobby = brand('hippodrome').pages.find((page) => page.record.path === '/' && page.record.markets?.includes('zh'));
    expect(JSON.stringify(zhLobby?.record)).toMatch(/[\u4e00-\u9fff]{4,}/);
  });
});
