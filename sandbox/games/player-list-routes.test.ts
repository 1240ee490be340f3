import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, USER_TOKEN_TTL_SECONDS } from '../core/index.ts';
import { startGamesTestServer, postJson, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';
import { RECENTLY_PLAYED_MAX } from './player-list-routes.ts';

let sandbox: GamesTestServer;
let ids: number[];
beforeAll(async () => {
  sandbox = await startGamesTestServer();
  ids = sandbox.service.catalogueFor(1000)!.games.map((game) => game.GameGroupId);
});
afterAll(() => sandbox.close());

const games = (path: string) => `${sandbox.url}/games${path}`;
const list = async (response: Response) => ((await response.json()) as { data: number[] }).data;

describe('favourites', () => {
  it('adds and removes games, newest first, each once', async () => {
    const { token } = await sandbox.newPlayer();
    const [a, b] = ids as [number, number];
    await postJson(games(`/favourites/${a}/add`), {}, token);
    expect(await list(await postJson(games(`/favourites/${b}/add`), {}, token))).toEqual([b, a]);
    expect(await list(await postJson(games(`/favourites/${a}/add`), {}, token))).toEqual([b, a]);
    expect(await list(await postJson(games('/favourites-by-user-token/get'), { userToken: token }))).toEqual([b, a]);
    expect(await list(await postJson(games(`/favourites/${b}/remove`), {}, token))).toEqual([a]);
  });

  it.each([['0'], ['-4'], ['abc'], ['999999999']])('refuses game id %s with 400', async (id) => {
    const { token, player } = await sandbox.newPlayer();
    const response = await postJson(games(`/favourites/${id}/add`), {}, token);
    expect(response.status).toBe(400);
    expect(player.favourites).toEqual([]);
  });
});

describe('recently played', () => {
  it('puts a game at the front and drops its older entry', async () => {
    const { token } = await sandbox.newPlayer();
    const [a, b, c] = ids as [number, number, number];
    for (const id of [a, b, c]) await postJson(games(`/recently-played/${id}/add`), {}, token);
    expect(await list(await postJson(games(`/recently-played/${a}/add`), {}, token))).toEqual([a, c, b]);
    expect(await list(await postJson(games('/recently-played-by-user-token/get'), { userToken: token }))).toEqual([a, c, b]);
  });

  it(`keeps the ${RECENTLY_PLAYED_MAX} most recent games`, async () => {
    const { token } = await sandbox.newPlayer();
    const played = ids.slice(0, RECENTLY_PLAYED_MAX + 5);
    for (const id of played) await postJson(games(`/recently-played/${id}/add`), {}, token);
    const data = await list(await postJson(games('/recently-played-by-user-token/get'), { userToken: token }));
    expect(data).toEqual(played.reverse().slice(0, RECENTLY_PLAYED_MAX));
  });
});

describe.each([['/favourites-by-user-token/get'], ['/recently-played-by-user-token/get']])('%s with a bad user token', (path) => {
  it('answers 401 with 15006 for a token the platform did not issue', async () => {
    const response = await postJson(games(path), { userToken: 'not.a.token' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.invalidUserToken });
  });

  it('answers 401 with 15001 once the session has ended', async () => {
    const { token, session } = await sandbox.newPlayer();
    sandbox.state.closeSession(session);
    const response = await postJson(games(path), { userToken: token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.sessionInvalid });
  });
});

describe('an expired user token', () => {
  it('answers 401 with 15001', async () => {
    const own = await startGamesTestServer();
    try {
      const { token } = await own.newPlayer();
      own.clock.advance((USER_TOKEN_TTL_SECONDS + 1) * 1000);
      const response = await postJson(`${own.url}/games/favourites-by-user-token/get`, { userToken: token });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: ERROR_CODE.sessionInvalid });
    } finally {
      await own.close();
    }
  });
});
