import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueGames,
  createAccountsClient,
  createJackpotsApi,
  createLaunchApi,
  createPlayerGamesApi,
  fetchCatalogue,
  type CatalogueGame,
} from '../../engine/platform/index.ts';
import { launchRequestFor } from '../../engine/player/launch/index.ts';
import { useContractPlatform } from './contract-kit.ts';

describe('the games, launch and jackpot clients against the platform contract (schemas/platform/games, jackpots)', () => {
  const platform = useContractPlatform();
  let userToken: string;
  let games: CatalogueGame[];
  const market = () => platform.marketOf('GB').manifest;

  beforeAll(async () => {
    const login = await createAccountsClient(platform.http).login(platform.loginRequest('demo', market().casinoId));
    userToken = login.tokens!.userToken;
    games = catalogueGames(await fetchCatalogue(platform.http, platform.brand.manifest.productNodeId, market().countryIso2Code!));
  });

  it('the catalogue is a CatalogueResponse', () => {
    expect(games.length).toBeGreaterThan(0);
    platform.expectCall(`/api/games/${platform.brand.manifest.productNodeId}/search`, { response: 'CatalogueResponse' });
  });

  it('favourites and recently played keep the contract', async () => {
    const api = createPlayerGamesApi(platform.http);
    await api.addFavourite(games[0]!.GameGroupId, userToken);
    platform.expectCall('/api/games/favourites/', { response: 'GameIdListResponse' });
    await api.favourites(userToken);
    platform.expectCall('/api/games/favourites-by-user-token/get', {
      request: 'UserTokenRequest',
      response: 'GameIdListResponse',
    });
    await api.addRecentlyPlayed(games[1]!.GameGroupId, userToken);
    platform.expectCall('/api/games/recently-played/', { response: 'GameIdListResponse' });
    await api.recentlyPlayed(userToken);
    platform.expectCall('/api/games/recently-played-by-user-token/get', {
      request: 'UserTokenRequest',
      response: 'GameIdListResponse',
    });
  });

  it('launch and metered sessions keep the contract', async () => {
    const api = createLaunchApi(platform.http);
    const request = launchRequestFor({
      game: games[0]!,
      productNodeId: platform.brand.manifest.productNodeId,
      market: { isRow: false, device: 'desktop' },
      siteOrigin: 'https://www.croupier.example',
    });
    // The game posts its rounds to the site's origin, which travels on in the URL.
    expect(new URL(await api.fetchLaunchUrl(request, userToken)).searchParams.get('origin')).toBe('https://www.croupier.example');
    platform.expectCall('/api/games/launch/', { response: 'LaunchUrlResponse' });
    const ids = { gameGroupId: request.gameGroupId, moduleId: request.moduleId, clientId: request.clientId };
    await api.isGameMetered(ids, userToken);
    platform.expectCall('/api/games/metered/module/', { response: 'IsGameMeteredResponse' });
    await api.startMeteredSession(ids, userToken);
    platform.expectCall('/api/games/metered/start', { request: 'MeteredGameIds', response: 'MeteredStartResponse' });
  });

  it('progressive and must-win jackpots keep the contract', async () => {
    const api = createJackpotsApi(platform.http);
    const currencyIsoCode = market().currencyIsoCode;
    expect(await api.progressive({ moduleIds: [], currencyIsoCode })).not.toHaveLength(0);
    platform.expectCall('/api/games/progressivejackpots', {
      request: 'ProgressiveJackpotsRequest',
      response: 'ProgressiveJackpotsResponse',
    });
    const productId = platform.brand.manifest.productNodeId;
    expect(
      await api.mustWin({
        jackpotGames: [],
        productId,
        currencyIsoCode,
        clientTypeId: platform.brand.manifest.theme.clientTypeIds.desktop,
      }),
    ).not.toHaveLength(0);
    platform.expectCall('/api/games/jackpots', { request: 'MustWinJackpotsRequest', response: 'MustWinJackpotsResponse' });
  });
});
