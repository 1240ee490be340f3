import { describe, expect, it } from 'vitest';
import type { IsGameMeteredResponse, LaunchUrlResponse, MeteredStartResponse } from '../../../schemas/index.ts';
import { createFakePlatform } from '../../../tests/support/fake-platform.ts';
import { createGameLauncher } from './game-launcher.ts';
import type { LaunchRequest } from './launch-request.ts';

const request: LaunchRequest = { gameGroupId: 5001, productId: 1000, isMobile: false, isROW: false, moduleId: 222, clientId: 70 };

const LAUNCH = 'GET /api/games/launch/*';
const IS_METERED = 'POST /api/games/metered/module/*/client/*/isGameMetered';
const START = 'POST /api/games/metered/start';
const END = 'POST /api/games/metered/*/end';
const RECENTLY_PLAYED = 'POST /api/games/recently-played/*/add';

/** The shared fake platform with the games service's launch calls; launch URLs are answered when release() is called. */
function launchPlatform({ metered = false, failLaunch = false } = {}) {
  const platform = createFakePlatform();
  const waiting: (() => void)[] = [];
  let launches = 0;
  platform.on(LAUNCH, async (call) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (failLaunch) return { status: 403, body: { code: 403, message: 'launch failed' } };
    const body: LaunchUrlResponse = {
      launchUrl: `https://games.test/play/${call.path.split('/').pop()}?launchtoken=lt-${++launches}`,
    };
    return { status: 200, body };
  });
  platform.answer(IS_METERED, { isGameMetered: metered } satisfies IsGameMeteredResponse);
  platform.answer(START, { meteredSessionId: 800001 } satisfies MeteredStartResponse);
  platform.answer(END, {});
  platform.answer(RECENTLY_PLAYED, {});
  const release = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    waiting.splice(0).forEach((resolve) => resolve());
  };
  /** The launch calls in order, as `<route> <path>`. */
  const sent = () =>
    platform.calls.map((call) => {
      const route = [LAUNCH, IS_METERED, START, END, RECENTLY_PLAYED].find((name) => platform.callsTo(name).includes(call));
      return `${route} ${call.path}`;
    });
  return { platform, api: platform.clients.launch, release, sent };
}

describe('the game launcher', () => {
  it('launches one game once at a time: a second launch shares the first', async () => {
    const { platform, api, release } = launchPlatform();
    const launcher = createGameLauncher({ api });
    const first = launcher.launch(request, 'a.b.c');
    const second = launcher.launch(request, 'a.b.c');
    expect(launcher.guard.isLaunching(5001)).toBe(true);
    await release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(platform.callsTo(LAUNCH).map((call) => [call.url, call.authorization])).toEqual([
      ['/api/games/launch/5001?isMobile=false&isROW=false&productId=1000', 'Bearer a.b.c'],
    ]);
    expect(launcher.guard.isLaunching(5001)).toBe(false);
  });

  it('launches again once the previous launch has finished', async () => {
    const { platform, api, release } = launchPlatform();
    const launcher = createGameLauncher({ api });
    const first = launcher.launch(request, 'a.b.c');
    await release();
    await first;
    const second = launcher.launch(request, 'a.b.c');
    await release();
    await second;
    expect(platform.callsTo(LAUNCH)).toHaveLength(2);
  });

  it('normalises the token parameter and tells the server the game was played', async () => {
    const { platform, api, release } = launchPlatform();
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    const launched = await launching;
    expect(launched.launchUrl).toMatch(/\?LaunchToken=lt-\d+$/);
    await launched.recentlyPlayedSaved;
    expect(platform.callsTo(RECENTLY_PLAYED).map((call) => call.path)).toEqual(['/api/games/recently-played/5001/add']);
    expect(platform.callsTo(START)).toEqual([]);
    expect(launched.metered).toBeUndefined();
  });

  it('starts a metered session for a metered game and ends it once', async () => {
    const { platform, api, release, sent } = launchPlatform({ metered: true });
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    const { metered } = await launching;
    expect(sent().slice(0, 2)).toEqual([
      `${IS_METERED} /api/games/metered/module/222/client/70/isGameMetered`,
      `${START} /api/games/metered/start`,
    ]);
    expect(platform.callsTo(START)[0]?.body).toEqual({ gameGroupId: 5001, moduleId: 222, clientId: 70 });
    expect(metered?.meteredSessionId).toBe(800001);
    await Promise.all([metered?.end(), metered?.end()]);
    expect(platform.callsTo(END).map((call) => call.path)).toEqual(['/api/games/metered/800001/end']);
  });

  it('ends the metered session when the launch itself fails', async () => {
    const { platform, api, release } = launchPlatform({ metered: true, failLaunch: true });
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    await expect(launching).rejects.toThrow('launch failed');
    expect(platform.callsTo(END).map((call) => call.path)).toEqual(['/api/games/metered/800001/end']);
  });

  it('launches unmetered when the metered check fails', async () => {
    const { platform, api, release } = launchPlatform({ metered: true });
    platform.fail(IS_METERED, 503);
    const warnings: string[] = [];
    const launching = createGameLauncher({ api, warn: (message) => warnings.push(message) }).launch(request, 'a.b.c');
    await release();
    expect((await launching).metered).toBeUndefined();
    expect(platform.callsTo(START)).toEqual([]);
    expect(warnings).toEqual(['The metered session check failed']);
  });
});
