import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PASSWORD } from '../sandbox/core/index.ts';
import { startSiteWithSandbox, type SiteWithSandbox } from '../tests/support/site-with-sandbox.ts';
import { rawRequest } from '../tests/support/site-with-upstreams.ts';
import { createTestLogger } from '../tests/support/test-logger.ts';

let demo: SiteWithSandbox;
let server: SiteWithSandbox['site'];
beforeAll(async () => {
  demo = await startSiteWithSandbox({ seed: 'server-test', logger: createTestLogger().logger });
  server = demo.site;
});
afterAll(() => demo?.close());

/** Calls the site as a browser on a brand's host would. */
async function call(
  method: string,
  path: string,
  { host = 'hippodrome.localhost', body, token, cookie }: { host?: string; body?: unknown; token?: string; cookie?: string } = {},
) {
  const site = { port: server.port } as Parameters<typeof rawRequest>[0];
  const response = await rawRequest(site, {
    method,
    path,
    host,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, any>, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const loginRequest = (username: string, password = SEEDED_PASSWORD) => ({
  credentials: { username, password, passwordType: 1 },
  numLaunchTokens: 10,
  closeExistingSessions: true,
  identifiers: { ipAddress: '127.0.0.1' },
  firstPartyBlackBox: 'fp',
  thirdPartyBlackBox: 'tp',
  sessionProductId: 3568,
});

async function newPlayer(username: string) {
  const registered = await call('POST', '/api/accounts/register', {
    body: { username, password: 'Lucky7Nights', countryIso2: 'GB', currencyIsoCode: 'GBP', productId: 3568 },
  });
  expect(registered.status).toBe(201);
  const login = await call('POST', '/api/accounts/login', { body: loginRequest(username, 'Lucky7Nights') });
  return login.json as {
    tokens: { userToken: string; launchTokens: string[]; refreshTokens: string[] };
    account: { core: { userId: number } };
  };
}

describe('the site in front of the sandbox', () => {
  it('reaches every service at PLATFORM_URL/<service>', () => {
    expect(server.upstreams).toEqual(
      Object.fromEntries(
        ['accounts', 'games', 'content', 'promotions', 'broker', 'portal', 'cashier'].map((service) => [
          service,
          `${demo.sandbox.url}/${service}`,
        ]),
      ),
    );
  });
});

describe('login through the accounts proxy', () => {
  it('succeeds with three-part tokens, launch tokens and the account', async () => {
    const { status, json } = await call('POST', '/api/accounts/login', { body: loginRequest('demo') });
    expect(status).toBe(200);
    expect(json.tokens.userToken.split('.')).toHaveLength(3);
    expect(json.tokens.launchTokens).toHaveLength(10);
    expect(json.account).toMatchObject({
      core: { username: 'demo' },
      regulated: { accountStatusId: 4 },
      session: { core: { sessionGuid: expect.any(String) } },
    });
  });

  it.each([
    { name: 'missing password', body: { credentials: { username: 'demo' }, sessionProductId: 3568 }, status: 400 },
    { name: 'a wrong password', body: loginRequest('demo', 'not-the-password'), status: 401 },
    { name: 'a self-excluded account', body: loginRequest('status.selfexcluded'), status: 403 },
    { name: 'a closed account', body: loginRequest('status.closed'), status: 403 },
  ])('fails with $name: $status and a code', async ({ body, status }) => {
    const response = await call('POST', '/api/accounts/login', { host: 'croupier.localhost', body });
    expect(response.status).toBe(status);
    expect(response.json.code).toEqual(expect.any(Number));
  });
});

describe('tokens', () => {
  it('refill the launch-token pool by 10', async () => {
    const { tokens } = await newPlayer('pool.player');
    const refill = await call('POST', '/api/accounts/refreshLaunchTokens', {
      body: { numLaunchTokens: 10 },
      token: tokens.userToken,
    });
    expect(refill.json.launchTokens).toHaveLength(10);
  });

  it('answer 15001 after logout and 15006 for a token that is not ours', async () => {
    const { tokens } = await newPlayer('logout.player');
    expect(
      (await call('POST', '/api/accounts/logout', { body: { userId: tokens.userToken, reason: 1 }, token: tokens.userToken }))
        .status,
    ).toBe(200);
    const after = await call('POST', '/api/games/favourites-by-user-token/get', { body: { userToken: tokens.userToken } });
    expect(after).toMatchObject({ status: 401, json: { code: 15001 } });
    const garbage = await call('POST', '/api/games/recently-played-by-user-token/get', { body: { userToken: 'x.y.z' } });
    expect(garbage).toMatchObject({ status: 401, json: { code: 15006 } });
  });
});

describe('games through the games proxy', () => {
  it('keep favourites and put a recently played game first without duplicates', async () => {
    const { tokens } = await newPlayer('games.player');
    const catalogue = await call('GET', '/api/games/1000/search');
    const ids = (catalogue.json.data as { Games: { GameGroupId: number }[] }[]).flatMap((category) =>
      category.Games.map((game) => game.GameGroupId),
    );
    const [first, second] = [...new Set(ids)];
    await call('POST', `/api/games/favourites/${first}/add`, { token: tokens.userToken });
    const favourites = await call('POST', '/api/games/favourites-by-user-token/get', { body: { userToken: tokens.userToken } });
    expect(favourites.json.data).toEqual([first]);
    for (const id of [first, second, first])
      await call('POST', `/api/games/recently-played/${id}/add`, { token: tokens.userToken });
    const recent = await call('POST', '/api/games/recently-played-by-user-token/get', { body: { userToken: tokens.userToken } });
    expect(recent.json.data).toEqual([first, second]);
  });

  it('serve at least 1,500 distinct games per brand from the content service', async () => {
    for (const [host, product] of [
      ['hippodrome.localhost', 1000],
      ['jackpotcity.localhost', 2000],
      ['croupier.localhost', 3000],
    ] as const) {
      const catalogue = await call('GET', `/api/games/${product}/search`, { host, cookie: 'country=CAN' });
      const ids = new Set(
        (catalogue.json.data as { Games: { GameGroupId: number }[] }[]).flatMap((category) =>
          category.Games.map((game) => game.GameGroupId),
        ),
      );
      expect(ids.size, host).toBeGreaterThanOrEqual(1500);
    }
  });
});

describe('content', () => {
  it('offers no games to a country the brand does not serve', async () => {
    const catalogue = await call('GET', '/api/games/2000/search', { host: 'jackpotcity.localhost', cookie: 'country=GBR' });
    expect(catalogue.json.data).toEqual([]);
  });

  it("finds /game/123 as the /game/{id} page of the visitor's market", async () => {
    const page = await call('POST', '/api/brands/hippodrome/pages', { body: { path: '/game/123', countryCode: 'GB' } });
    expect(page).toMatchObject({ status: 200, json: { data: { path: '/game/{id}', kind: 'game' } } });
  });

  it('serves the market node of a blog with its children', async () => {
    const blog = await call('GET', '/api/content/nodes/1101/true?type=blogIndex');
    expect(blog.json.data[0]).toMatchObject({ contentType: 'blogIndex', path: '/blog' });
    expect(blog.json.data[0].children.length).toBeGreaterThanOrEqual(3);
  });
});

describe('promotions through the promotions proxy', () => {
  it('opt a player in with response code 200', async () => {
    const { tokens, account } = await newPlayer('promo.player');
    const userId = account.core.userId;
    const list = await call('POST', `/api/promotions/account/${userId}/casino/3568/get`, {
      body: { brand: 'hippodrome', isRow: false },
      token: tokens.userToken,
    });
    const offer = (list.json.data as { promotionId: number | null; isUserOptedIn: boolean; fromContentService: boolean }[]).find(
      (promotion) => promotion.promotionId && !promotion.isUserOptedIn && !promotion.fromContentService,
    )!;
    const optIn = await call('POST', `/api/promotions/account/${userId}/casino/3568/promotion/${offer.promotionId}/optin`, {
      body: { userId, casinoId: 3568, promotionId: offer.promotionId, optInData: {} },
      token: tokens.userToken,
    });
    expect(optIn.json).toMatchObject({ responseCode: 200, isUserOptedIn: true });
  });
});

describe('the message broker through the site', () => {
  it('delivers a publish to the real SignalR client over the proxied WebSocket, and closes it on shutdown of the sandbox', async () => {
    const { tokens, account } = await newPlayer('broker.player');
    const [subscribeToken, hubToken] = tokens.launchTokens;
    expect((await call('POST', '/api/broker/topics/xeniaToast/subscribe', { token: subscribeToken })).status).toBe(200);
    const connection = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${server.port}/api/broker/hub`, {
        accessTokenFactory: () => hubToken!,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const received = new Promise<{ topic: string; content: unknown }>((resolve) => connection.on('onMessagePublished', resolve));
    await connection.start();
    const published = await call(
      'POST',
      `/api/broker/clients/product/3568/user/${account.core.userId}/topic/xeniaToast/publish`,
      {
        body: { content: { id: 't1', description: 'Free spins are waiting', type: 'info' }, guId: 'g-1' },
      },
    );
    expect(published.status).toBe(200);
    expect(await received).toMatchObject({ topic: 'xeniaToast', content: { description: 'Free spins are waiting' } });
    await connection.stop();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('the sandbox control endpoints', () => {
  it('are reachable under /sandbox and reset the platform', async () => {
    await newPlayer('forgotten.player');
    expect((await call('POST', '/sandbox/reset')).json).toEqual({ reset: true });
    const players = await call('GET', '/sandbox/players');
    expect((players.json.data as { username: string }[]).map((player) => player.username)).not.toContain('forgotten.player');
  });

  it("age one player's limit increase past its cooling-off, and refuse a length that is not one", async () => {
    const { tokens } = await newPlayer('cooling.player');
    const { userToken } = tokens;
    await call('POST', '/api/accounts/depositLimits/set', { body: { userToken, period: 'day', amount: '20' } });
    await call('POST', '/api/accounts/depositLimits/set', { body: { userToken, period: 'day', amount: '50' } });
    const early = await call('POST', '/api/accounts/depositLimits/confirmIncrease', { body: { userToken, period: 'day' } });
    expect(early.json).toMatchObject({ code: 16002 });

    expect((await call('POST', '/sandbox/players/cooling.player/elapse', { body: { hours: 0 } })).json).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^hours must be/),
    });
    expect((await call('POST', '/sandbox/players/cooling.player/elapse', { body: { hours: 24 } })).status).toBe(200);
    const confirmed = await call('POST', '/api/accounts/depositLimits/confirmIncrease', { body: { userToken, period: 'day' } });
    expect(confirmed.json.depositLimits).toMatchObject([{ period: 'day', limitMinor: 5000 }]);
  });
});
