import { createAccountsClient } from './accounts.ts';
import { createBrokerApi } from './broker.ts';
import { createContentClient } from './content.ts';
import { createPlayerGamesApi } from './games.ts';
import type { HttpClient } from './http-client.ts';
import { createJackpotsApi } from './jackpots.ts';
import { createLaunchApi } from './launch.ts';
import { createPromotionsClient } from './promotions.ts';
import { createProtectionClient } from './protection.ts';
import { createQuestsApi } from './quests.ts';

/**
 * Every platform client over one HTTP client: made once per app (the server render, the browser's
 * start) and handed down through React context (engine/player's PlatformProvider).
 */
export function createPlatformClients(http: HttpClient) {
  return {
    http,
    accounts: createAccountsClient(http),
    protection: createProtectionClient(http),
    playerGames: createPlayerGamesApi(http),
    launch: createLaunchApi(http),
    jackpots: createJackpotsApi(http),
    promotions: createPromotionsClient(http),
    quests: createQuestsApi(http),
    content: createContentClient(http),
    broker: createBrokerApi(http),
  };
}

export type PlatformClients = ReturnType<typeof createPlatformClients>;
