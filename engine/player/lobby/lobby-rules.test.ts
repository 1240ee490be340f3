import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../platform/index.ts';
import {
  addRecentlyPlayedId,
  createSearchIndex,
  isInvalidTokenError,
  isSearchActive,
  parseFavouriteIds,
  parseRecentlyPlayedIds,
  prepareSearchIndex,
  searchGames,
  favouriteIdsWith,
} from './lobby-rules.ts';
import { fixtureCatalogue } from './testing/catalogue-fixture.ts';

describe('search starts after more than 2 characters (SPEC §4)', () => {
  it.each([
    ['', false],
    ['d', false],
    ['dr', false],
    ['  dr  ', false],
    ['dra', true],
    ['dragon', true],
  ])('%j → %s', (text, active) => expect(isSearchActive(text)).toBe(active));
});

describe('search matches the game name case-insensitively (SPEC §5)', () => {
  const index = createSearchIndex(fixtureCatalogue().flatMap((category) => category.Games));
  it.each([
    ['gol', ['Golden Pharaoh', 'Dragon Gold', 'Mega Moolah Gold']],
    ['GOLD', ['Golden Pharaoh', 'Dragon Gold', 'Mega Moolah Gold']],
    ['Roulette', ['Lightning Roulette']],
    ['  reels ', ['Starlight Reels']],
    ['zzz', []],
    ['go', []],
  ])('%j finds %j', (text, names) => expect(searchGames(index, text).map((game) => game.Name)).toEqual(names));
});

describe('the search index prepared ahead, a chunk at a time', () => {
  it('is the index made at once, with a pause between chunks', async () => {
    const games = fixtureCatalogue().flatMap((category) => category.Games);
    let pauses = 0;
    const prepared = await prepareSearchIndex(games, async () => void pauses++, 3);
    expect(prepared).toEqual(createSearchIndex(games));
    expect(pauses).toBe(Math.ceil(games.length / 3) - 1);
  });
});

describe('favourite id lists: all positive integers, else empty (SPEC §5)', () => {
  it.each<[unknown, number[]]>([
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [[], []],
    [[1, 0], []],
    [[1, -2], []],
    [[1, 2.5], []],
    [[1, '2'], []],
    [[1, null], []],
    [null, []],
    [{ 1: 1 }, []],
    ['1,2', []],
  ])('%j → %j', (raw, ids) => expect(parseFavouriteIds(raw)).toEqual(ids));
});

describe('recently played: entries become numbers, only positive ones kept (SPEC §5)', () => {
  it.each<[unknown, number[]]>([
    [
      [3, 1, 2],
      [3, 1, 2],
    ],
    [
      ['3', 1, '2'],
      [3, 1, 2],
    ],
    [
      [3, 0, -1, 'x', null, 2],
      [3, 2],
    ],
    [[1.5, 4], [4]],
    [undefined, []],
    ['3', []],
  ])('%j → %j', (raw, ids) => expect(parseRecentlyPlayedIds(raw)).toEqual(ids));
});

describe('a played game goes to the front, its duplicate removed (SPEC §4)', () => {
  it.each<[number[], number, number[]]>([
    [[], 5, [5]],
    [[1, 2, 3], 5, [5, 1, 2, 3]],
    [[1, 2, 3], 2, [2, 1, 3]],
    [[1, 2, 3], 1, [1, 2, 3]],
  ])('%j + %i → %j', (ids, id, next) => expect(addRecentlyPlayedId(ids, id)).toEqual(next));
});

describe('favourite toggle (SPEC §4)', () => {
  it.each<[number[], number, boolean, number[]]>([
    [[], 5, true, [5]],
    [[1, 2], 5, true, [5, 1, 2]],
    [[1, 5, 2], 5, true, [5, 1, 2]],
    [[1, 5, 2], 5, false, [1, 2]],
    [[1, 2], 5, false, [1, 2]],
  ])('%j with %i a favourite: %s → %j', (ids, id, favourite, next) => expect(favouriteIdsWith(ids, id, favourite)).toEqual(next));
});

describe('an invalid user token when fetching player lists (SPEC §4)', () => {
  it.each<[string, unknown, boolean]>([
    ['401', new PlatformError(401, undefined, 'Unauthorized'), true],
    ['401 with a code', new PlatformError(401, 15001, 'Unauthorized'), true],
    ['500 with 15006', new PlatformError(500, 15006, 'Invalid user token'), true],
    ['500 with another code', new PlatformError(500, 15001, 'Server'), false],
    ['500 without a code', new PlatformError(500, undefined, 'Server'), false],
    ['403', new PlatformError(403, 15006, 'Forbidden'), false],
    ['no response', new PlatformError(0, undefined, 'No Server Response'), false],
    ['not a platform error', new Error('boom'), false],
  ])('%s → %s', (_case, error, invalid) => expect(isInvalidTokenError(error)).toBe(invalid));
});
