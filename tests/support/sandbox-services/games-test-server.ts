import express from 'express';
import { listen } from '../listen.ts';
import {
  createManualClock,
  createSandboxState,
  type KycStatus,
  type ManualClock,
  type Player,
  type SandboxState,
  type Session,
} from '../../../sandbox/core/index.ts';
import { createGamesService, type GamesService } from '../../../sandbox/games/games-service.ts';

export interface GamesTestServer {
  state: SandboxState;
  clock: ManualClock;
  service: GamesService;
  /** The sandbox origin; the service is mounted at `${url}/games`, as in the sandbox app. */
  url: string;
  /** Creates a fresh player (so tests sharing a server never share a wallet or lists) and logs it in. */
  newPlayer(options?: {
    realBalance?: number;
    currencyIsoCode?: string;
    kycStatus?: KycStatus;
  }): Promise<{ player: Player; session: Session; token: string }>;
  close(): Promise<void>;
}

/** A fresh sandbox state (about a second to seed: share one per file) with the games service on a free loopback port, its public origin being that port. */
export async function startGamesTestServer({
  requiresKyc,
}: { requiresKyc?: (casinoId: number) => boolean } = {}): Promise<GamesTestServer> {
  const clock = createManualClock();
  const state = createSandboxState({ clock, seed: 'test', secret: 'test-secret' });
  const app = express();
  // The service needs the public origin, known only once the server listens.
  const mounted: { service?: GamesService } = {};
  let players = 0;
  app.use(express.json());
  app.use('/games', (req, res, next) => (mounted.service ? mounted.service.routes(req, res, next) : next()));
  const listening = await listen(app);
  const service = (mounted.service = createGamesService({ state, publicOrigin: listening.url, requiresKyc }));
  return {
    state,
    clock,
    service,
    url: listening.url,
    newPlayer: async ({ realBalance = 100, currencyIsoCode = 'GBP', kycStatus } = {}) => {
      const player = state.createPlayer({
        username: `player${++players}`,
        password: 'Secret123!',
        currencyIsoCode,
        countryIso2: 'GB',
        registeredProductId: 3568,
        realBalance,
        kycStatus,
      });
      const session = await state.openSession(player, 3568, { closeExisting: true });
      return { player, session, token: session.userToken };
    },
    close: listening.close,
  };
}

/** A JSON POST, with the user token as a bearer when given. */
export function postJson(url: string, body: unknown = {}, userToken?: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userToken ? { authorization: `Bearer ${userToken}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
}
