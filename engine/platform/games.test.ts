import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { PlatformError } from './http-client.ts';

/** The shared fake platform answering every call with the given status and JSON body. */
function fakeFetch(status: number, answer: unknown) {
  const platform = createFakePlatform();
  platform.answerEverything(answer, status);
  return { seen: platform.calls, api: platform.clients.playerGames };
}

describe('createPlayerGamesApi', () => {
  it.each([
    ['favourites', '/api/games/favourites-by-user-token/get'],
    ['recentlyPlayed', '/api/games/recently-played-by-user-token/get'],
  ] as const)('%s posts the user token and returns the raw data', async (method, url) => {
    const { seen, api } = fakeFetch(200, { data: [3, '4'] });
    expect(await api[method]('a.b.c')).toEqual([3, '4']);
    expect(seen[0]).toMatchObject({ method: 'POST', url, body: { userToken: 'a.b.c' } });
    expect(seen[0]?.headers.authorization).toBe('Bearer a.b.c');
  });

  it.each([
    ['addFavourite', '/api/games/favourites/42/add'],
    ['removeFavourite', '/api/games/favourites/42/remove'],
    ['addRecentlyPlayed', '/api/games/recently-played/42/add'],
  ] as const)('%s posts to %s with the bearer token', async (method, url) => {
    const { seen, api } = fakeFetch(200, { data: [] });
    await api[method](42, 'a.b.c');
    expect(seen[0]).toMatchObject({ method: 'POST', url });
    expect(seen[0]?.headers.authorization).toBe('Bearer a.b.c');
  });

  it('fails with the platform code so callers can spot an invalid token', async () => {
    const { api } = fakeFetch(500, { code: 15006, message: 'Invalid user token' });
    await expect(api.favourites('a.b.c')).rejects.toMatchObject({ status: 500, code: 15006 });
    await expect(api.favourites('a.b.c')).rejects.toBeInstanceOf(PlatformError);
  });
});
