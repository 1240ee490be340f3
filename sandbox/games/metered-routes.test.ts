import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../core/index.ts';
import type { Game } from './catalogue-types.ts';
import { startGamesTestServer, postJson, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';

let sandbox: GamesTestServer;
beforeAll(async () => void (sandbox = await startGamesTestServer()));
afterAll(() => sandbox.close());

const ids = (game: Game) => game.Properties.gamePicker.Properties;
const findGame = (test: (game: Game) => boolean) => sandbox.service.catalogueFor(1000)!.games.find(test)!;

describe('metered sessions', () => {
  it('starts and ends a session, timing it on the sandbox clock', async () => {
    const { token } = await sandbox.newPlayer();
    const game = findGame(() => true);
    const start = await postJson(
      `${sandbox.url}/games/metered/start`,
      { gameGroupId: game.GameGroupId, moduleId: ids(game).gameHTML5ModuleId, clientId: ids(game).gameHTML5ClientID },
      token,
    );
    expect(start.status).toBe(200);
    const { meteredSessionId, startedAt } = (await start.json()) as { meteredSessionId: number; startedAt: string };
    expect(startedAt).toBe(new Date(sandbox.clock.now()).toISOString());
    sandbox.clock.advance(95_000);
    const end = await postJson(`${sandbox.url}/games/metered/${meteredSessionId}/end`, {}, token);
    expect(await end.json()).toEqual({
      meteredSessionId,
      endedAt: new Date(sandbox.clock.now()).toISOString(),
      durationSeconds: 95,
    });
    const again = await postJson(`${sandbox.url}/games/metered/${meteredSessionId}/end`, {}, token);
    expect(again.status).toBe(409);
  });

  it("does not let a player end another player's session", async () => {
    const [first, second] = [await sandbox.newPlayer(), await sandbox.newPlayer()];
    const game = findGame(() => true);
    const start = await postJson(
      `${sandbox.url}/games/metered/start`,
      { gameGroupId: game.GameGroupId, moduleId: 1, clientId: 1 },
      first.token,
    );
    const { meteredSessionId } = (await start.json()) as { meteredSessionId: number };
    expect((await postJson(`${sandbox.url}/games/metered/${meteredSessionId}/end`, {}, second.token)).status).toBe(404);
  });

  it.each([
    [{ gameGroupId: 'x', moduleId: 1, clientId: 1 }, 400],
    [{ gameGroupId: 1, moduleId: 0, clientId: 1 }, 400],
    [{ gameGroupId: 42, moduleId: 1, clientId: 1 }, 404],
  ])('refuses to start with %j (%i)', async (body, status) => {
    const { token } = await sandbox.newPlayer();
    expect((await postJson(`${sandbox.url}/games/metered/start`, body, token)).status).toBe(status);
  });

  it('needs a logged-in player', async () => {
    const response = await postJson(`${sandbox.url}/games/metered/start`, { gameGroupId: 1, moduleId: 1, clientId: 1 });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.invalidUserToken });
  });
});

describe('isGameMetered', () => {
  const isMetered = async (game: Game, token: string) => {
    const { gameHTML5ModuleId, gameHTML5ClientID } = ids(game);
    const response = await postJson(
      `${sandbox.url}/games/metered/module/${gameHTML5ModuleId}/client/${gameHTML5ClientID}/isGameMetered`,
      {},
      undefined,
      { 'X-UserToken': token },
    );
    return ((await response.json()) as { isGameMetered: boolean }).isGameMetered;
  };

  it('meters jackpot games and live-dealer rooms, not plain slots', async () => {
    const { token } = await sandbox.newPlayer();
    const catalogue = sandbox.service.catalogueFor(1000)!;
    const live = catalogue.categories.find((category) => category.GameCategoryType === 'live-casino')!.Games[0]!;
    const liveIds = new Set(catalogue.categories[1]!.Games.map((game) => game.GameGroupId));
    expect(
      await isMetered(
        findGame((game) => game.Jackpot === 'megaMoolah'),
        token,
      ),
    ).toBe(true);
    expect(await isMetered(live, token)).toBe(true);
    expect(
      await isMetered(
        findGame((game) => !game.Jackpot && !liveIds.has(game.GameGroupId)),
        token,
      ),
    ).toBe(false);
  });

  it('answers 401 without the X-UserToken header', async () => {
    const response = await postJson(`${sandbox.url}/games/metered/module/10001/client/40300/isGameMetered`);
    expect(response.status).toBe(401);
  });
});
