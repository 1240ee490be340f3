import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../platform/index.ts';
import { parseFavouriteIds } from './lobby-rules.ts';
import { createThrottledLoader, loadPlayerGameIds } from './player-game-lists.ts';

describe('loading a player list (SPEC §4 token validity)', () => {
  it.each<[string, () => Promise<unknown>, number[], boolean]>([
    ['a valid list', async () => [4, 5], [4, 5], false],
    ['an invalid list', async () => [4, -5], [], false],
    ['a 401', async () => Promise.reject(new PlatformError(401, undefined, 'Unauthorized')), [], true],
    ['a 500 with 15006', async () => Promise.reject(new PlatformError(500, 15006, 'Invalid')), [], true],
  ])('%s → %j, token reported: %s', async (_case, fetch, ids, reported) => {
    const onInvalidToken = vi.fn();
    expect(await loadPlayerGameIds({ fetch, parse: parseFavouriteIds, onInvalidToken })).toEqual(ids);
    expect(onInvalidToken).toHaveBeenCalledTimes(reported ? 1 : 0);
  });

  it('passes on any other failure without touching the token', async () => {
    const onInvalidToken = vi.fn();
    const failing = loadPlayerGameIds({
      fetch: () => Promise.reject(new PlatformError(503, undefined, 'Down')),
      parse: parseFavouriteIds,
      onInvalidToken,
    });
    await expect(failing).rejects.toMatchObject({ status: 503 });
    expect(onInvalidToken).not.toHaveBeenCalled();
  });
});

describe('the 1-second fetch throttle (SPEC §9)', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [5000, 2],
  ])('a second ask %i ms later calls the platform %i time(s) in all', async (later, calls) => {
    let now = 10_000;
    const throttled = createThrottledLoader<number[]>(1000, () => now);
    const load = vi.fn(async () => [1]);
    await throttled('favourites:t', load);
    now += later;
    await throttled('favourites:t', load);
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('keeps each list and token apart', async () => {
    const throttled = createThrottledLoader<number[]>(1000, () => 0);
    const load = vi.fn(async () => [1]);
    await throttled('favourites:t', load);
    await throttled('recently-played:t', load);
    await throttled('favourites:u', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('lets a failed load be tried again at once', async () => {
    const throttled = createThrottledLoader<number[]>(1000, () => 0);
    await expect(throttled('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await throttled('k', async () => [2])).toEqual([2]);
  });
});
