import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { isInvalidUserToken, PlatformError } from './http-client.ts';

/** The shared fake platform answering every call with `answer`. */
function recording(answer: unknown = {}) {
  const platform = createFakePlatform();
  platform.answerEverything(answer);
  return { api: platform.clients.launch, calls: platform.calls };
}

describe('the launch API (SPEC §7 games)', () => {
  it('asks for the launch URL with the launch request and the user token', async () => {
    const { api, calls } = recording({ launchUrl: 'https://games.test/play?launchtoken=x' });
    const url = await api.fetchLaunchUrl({ gameGroupId: 5001, productId: 1000, isMobile: true, isROW: false }, 'a.b.c');
    expect(url).toBe('https://games.test/play?launchtoken=x');
    expect(calls[0]?.url).toBe('/api/games/launch/5001?isMobile=true&isROW=false&productId=1000');
    expect(calls[0]?.authorization).toBe('Bearer a.b.c');
  });

  it("names the site's origin, where the game posts its rounds", async () => {
    const { api, calls } = recording({ launchUrl: 'https://games.test/play?launchtoken=x' });
    const request = {
      gameGroupId: 5001,
      productId: 1000,
      isMobile: false,
      isROW: false,
      siteOrigin: 'https://www.croupier.example',
    };
    await api.fetchLaunchUrl(request, 'a.b.c');
    expect(calls[0]?.query.get('origin')).toBe('https://www.croupier.example');
  });

  it('checks metering with the X-UserToken header', async () => {
    const { api, calls } = recording({ isGameMetered: true });
    expect(await api.isGameMetered({ gameGroupId: 1, moduleId: 11, clientId: 40 }, 'a.b.c')).toBe(true);
    expect(calls[0]?.url).toBe('/api/games/metered/module/11/client/40/isGameMetered');
    expect(calls[0]).toMatchObject({ method: 'POST', headers: { 'X-UserToken': 'a.b.c' } });
  });

  it('starts a metered session and ends it with keepalive', async () => {
    const { api, calls } = recording({ meteredSessionId: 800001 });
    expect(await api.startMeteredSession({ gameGroupId: 1, moduleId: 11, clientId: 40 }, 'a.b.c')).toBe(800001);
    await api.endMeteredSession(800001, 'a.b.c');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/games/metered/start',
      'POST /api/games/metered/800001/end',
    ]);
    expect(calls[0]?.body).toEqual({ gameGroupId: 1, moduleId: 11, clientId: 40 });
    expect(calls[1]).toMatchObject({ keepalive: true, authorization: 'Bearer a.b.c' });
  });

  it('tells the server about a recently played game', async () => {
    const { api, calls } = recording({ data: [5001] });
    await api.addRecentlyPlayed(5001, 'a.b.c');
    expect(calls[0]?.url).toBe('/api/games/recently-played/5001/add');
  });
});

describe('token validity (SPEC §4)', () => {
  it.each([
    [new PlatformError(401, 15006, 'x'), true],
    [new PlatformError(500, 15006, 'x'), true],
    [new PlatformError(500, undefined, 'x'), false],
    [new PlatformError(404, 404, 'x'), false],
    [new Error('x'), false],
  ])('%s means an invalid user token: %s', (error, invalid) => {
    expect(isInvalidUserToken(error)).toBe(invalid);
  });
});
