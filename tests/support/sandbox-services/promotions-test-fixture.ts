import express from 'express';
import { createManualClock, createSandboxState, type GameRound, type Player } from '../../../sandbox/core/index.ts';
import { listen } from '../listen.ts';
import { createPromotionsService } from '../../../sandbox/promotions/create-promotions-service.ts';
import type { PromotionsBrand } from '../../../sandbox/promotions/promotion-types.ts';

/** The three brands, with their desktop and mobile casino ids. */
export const TEST_BRANDS: PromotionsBrand[] = [
  { name: 'hippodrome', displayName: 'Hippodrome', casinoIds: [3568, 2335, 3569, 2337] },
  { name: 'jackpotcity', displayName: 'Jackpot City', casinoIds: [40953, 40954] },
  { name: 'croupier', displayName: 'Croupier', casinoIds: [3603, 3604] },
];

/** A fresh sandbox state with the promotions service on a loopback port, for one test. */
export async function startPromotions() {
  const clock = createManualClock();
  const state = createSandboxState({ clock, seed: 'test', secret: 'test-secret' });
  const published: { userId: number; topic: string; content: unknown }[] = [];
  const app = express();
  app.use(express.json());
  const server = await listen(app);
  const base = `${server.url}/promotions`;
  const service = createPromotionsService({
    state,
    brands: TEST_BRANDS,
    publish: (message) => published.push(message),
    publicUrl: base,
  });
  app.use('/promotions', service.routes);
  app.use('/sandbox', service.controlRoutes);
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  let nextRoundId = 1;

  return {
    clock,
    state,
    service,
    published,
    close: () => server.close(),
    /** Logs a seeded player in and returns the player and their user token. */
    async login(username = 'demo') {
      const player = state.findPlayer(username) as Player;
      const session = await state.openSession(player, player.registeredProductId, { closeExisting: true });
      return { player, token: session.userToken };
    },
    post: (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body),
      }),
    /** Calls a control endpoint (`/players/demo/promotions`), as tests call `/sandbox/…`. */
    control: (path: string, body: unknown) =>
      fetch(`${server.url}/sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    get: (path: string, token?: string) => fetch(`${base}${path}`, { headers: auth(token) }),
    /** Records rounds as the games service would, now by the sandbox clock unless told otherwise. */
    playRounds(player: Player, count: number, round: Partial<GameRound> = {}) {
      for (let index = 0; index < count; index++) {
        player.gameRounds.unshift({
          id: nextRoundId++,
          at: state.isoNow(),
          gameGroupId: 1000 + (index % 3),
          gameName: 'Test Slot',
          stake: 3,
          win: 1.5,
          sessionId: 1,
          ...round,
        });
      }
    },
  };
}

export type PromotionsFixture = Awaited<ReturnType<typeof startPromotions>>;
