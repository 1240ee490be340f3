import { describe, expect, it } from 'vitest';
import { buildCatalogue, CATALOGUE_MIN_GAMES } from './build-catalogue.ts';
import { SANDBOX_BRANDS } from './catalogue-types.ts';

const GAME_FIELDS = [
  'GameGroupId',
  'SiteGameContentId',
  'SiteGameName',
  'Name',
  'IsFavourite',
  'Vendor',
  'ImageUrl',
  'Properties',
];
const PICKER_FIELDS = [
  'gameGroupId',
  'gameHTML5ClientID',
  'gameHTMLDesktopClientID',
  'gameHTML5ModuleId',
  'gameHTMLDesktopModuleID',
];
const CATEGORY_FIELDS = ['Name', 'ImageUrl', 'ActiveImageUrl', 'GameCategoryType', 'SubCategories', 'Games'];
const SUB_CATEGORY_FIELDS = ['Id', 'Name', 'ShortName', 'ImageUrl', 'ActiveImageUrl', 'SubCategoryType', 'GameIds'];

describe.each(SANDBOX_BRANDS)('the $name catalogue', ({ name, productNodeId }) => {
  const catalogue = buildCatalogue(name, productNodeId);

  it(`lists at least ${CATALOGUE_MIN_GAMES} games, each id and slug once`, () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(CATALOGUE_MIN_GAMES);
    expect(new Set(catalogue.games.map((game) => game.GameGroupId)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((game) => game.SiteGameName)).size).toBe(catalogue.games.length);
    expect(catalogue.byGroupId.size).toBe(catalogue.games.length);
    expect(catalogue).toMatchObject({ brand: name, productNodeId });
  });

  it('is the same every time it is built', () => {
    const again = buildCatalogue(name, productNodeId);
    expect(JSON.stringify(again.categories)).toBe(JSON.stringify(catalogue.categories));
  });

  it('gives games the field names of the platform', () => {
    for (const game of catalogue.games) {
      expect(Object.keys(game).filter((key) => key !== 'Jackpot')).toEqual(GAME_FIELDS);
      expect(Object.keys(game.Properties.gamePicker.Properties)).toEqual(PICKER_FIELDS);
      expect(game.Properties.gamePicker.Properties.gameGroupId).toBe(game.GameGroupId);
      expect(Object.values(game.Properties.gamePicker.Properties).every(Number.isInteger)).toBe(true);
      expect(game.SiteGameName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.IsFavourite).toBe(false);
      expect(game.ImageUrl).toBe(`/games/thumbnails/${productNodeId}/${game.GameGroupId}.jpg`);
    }
    expect(new Set(catalogue.games.map((game) => game.Vendor)).size).toBeGreaterThanOrEqual(15);
    expect(catalogue.games.some((game) => game.Jackpot)).toBe(true);
  });

  it('files games under six categories of three to six sub-categories', () => {
    expect(catalogue.categories.map((category) => [category.GameCategoryType, category.Name])).toEqual([
      ['slots', 'Slots'],
      ['live-casino', 'Live Casino'],
      ['table-games', 'Table Games'],
      ['jackpots', 'Jackpots'],
      ['new', 'New'],
      ['popular', 'Popular'],
    ]);
    for (const category of catalogue.categories) {
      expect(Object.keys(category)).toEqual(CATEGORY_FIELDS);
      expect(category.SubCategories.length).toBeGreaterThanOrEqual(3);
      expect(category.SubCategories.length).toBeLessThanOrEqual(6);
      const members = new Set(category.Games.map((game) => game.GameGroupId));
      for (const sub of category.SubCategories) {
        expect(Object.keys(sub)).toEqual(SUB_CATEGORY_FIELDS);
        expect(sub.GameIds.length).toBeGreaterThan(0);
        expect(sub.GameIds.every((id) => members.has(id) && catalogue.byGroupId.has(id))).toBe(true);
      }
    }
  });

  it('lets a game appear in several categories', () => {
    const counts = new Map<number, number>();
    for (const category of catalogue.categories)
      for (const game of category.Games) counts.set(game.GameGroupId, (counts.get(game.GameGroupId) ?? 0) + 1);
    expect([...counts.values()].some((count) => count > 1)).toBe(true);
  });
});

describe('catalogues across brands', () => {
  it('differ from brand to brand', () => {
    const [first, second, third] = SANDBOX_BRANDS.map((brand) => buildCatalogue(brand.name, brand.productNodeId));
    const names = (catalogue: typeof first) => new Set(catalogue!.games.slice(0, 50).map((game) => game.Name));
    expect(names(first)).not.toEqual(names(second));
    expect(names(second)).not.toEqual(names(third));
    const ids = new Set(first!.games.map((game) => game.GameGroupId));
    expect(second!.games.some((game) => ids.has(game.GameGroupId))).toBe(false);
  });

  it('puts image URLs on the given origin', () => {
    const catalogue = buildCatalogue('hippodrome', 1000, { imageOrigin: 'http://localhost:3001' });
    expect(catalogue.games[0]?.ImageUrl).toMatch(/^http:\/\/localhost:3001\/games\/thumbnails\/1000\/\d+\.jpg$/);
    expect(catalogue.categories[0]?.ActiveImageUrl).toBe('http://localhost:3001/games/icons/active/slots.svg');
  });
});

describe('a catalogue of a given size', () => {
  const catalogues = SANDBOX_BRANDS.map(({ name, productNodeId }) => buildCatalogue(name, productNodeId, { games: 10_000 }));

  it('lists exactly that many games, in every category', () => {
    for (const catalogue of catalogues) {
      expect(catalogue.games).toHaveLength(10_000);
      for (const category of catalogue.categories) expect(category.Games.length).toBeGreaterThan(0);
    }
  });

  it('never gives two brands the same game id', () => {
    const ids = catalogues.flatMap((catalogue) => catalogue.games.map((game) => game.GameGroupId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
