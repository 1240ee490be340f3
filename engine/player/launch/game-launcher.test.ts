import { describe, expect, it } from 'vitest';
import type { LaunchApi } from '../../platform/index.ts';
import { createGameLauncher } from './game-launcher.ts';
import type { LaunchRequest } from './launch-request.ts';

const request: LaunchRequest = { gameGroupId: 5001, productId: 1000, isMobile: false, isROW: false, moduleId: 222, clientId: 70 };

/** A launch API that records its calls; launch URLs resolve when release() is called. */
function fakeApi({ metered = false, failLaunch = false } = {}) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const api: LaunchApi = {
    fetchLaunchUrl: async (req, token) => {
      calls.push(`launch ${req.gameGroupId} ${token}`);
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (failLaunch) throw new Error('launch failed');
      return `https://games.test/play/${req.gameGroupId}?launchtoken=lt-${calls.length}`;
    },
    isGameMetered: async (ids) => (calls.push(`isGameMetered ${ids.moduleId}/${ids.clientId}`), metered),
    startMeteredSession: async (ids) => (calls.push(`start ${ids.gameGroupId} ${ids.moduleId} ${ids.clientId}`), 800001),
    endMeteredSession: async (id) => void calls.push(`end ${id}`),
    addRecentlyPlayed: async (id) => void calls.push(`recently played ${id}`),
  };
  const release = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    waiting.splice(0).forEach((resolve) => resolve());
  };
  return { api, calls, release };
}

describe('the game launcher', () => {
  it('launches one game once at a time: a second launch shares the first', async () => {
    const { api, calls, release } = fakeApi();
    const launcher = createGameLauncher({ api });
    const first = launcher.launch(request, 'a.b.c');
    const second = launcher.launch(request, 'a.b.c');
    expect(launcher.guard.isLaunching(5001)).toBe(true);
    await release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(calls.filter((call) => call.startsWith('launch'))).toEqual(['launch 5001 a.b.c']);
    expect(launcher.guard.isLaunching(5001)).toBe(false);
  });

  it('launches again once the previous launch has finished', async () => {
    const { api, calls, release } = fakeApi();
    const launcher = createGameLauncher({ api });
    const first = launcher.launch(request, 'a.b.c');
    await release();
    await first;
    const second = launcher.launch(request, 'a.b.c');
    await release();
    await second;
    expect(calls.filter((call) => call.startsWith('launch'))).toHaveLength(2);
  });

  it('normalises the token parameter and tells the server the game was played', async () => {
    const { api, calls, release } = fakeApi();
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    const launched = await launching;
    expect(launched.launchUrl).toMatch(/\?LaunchToken=lt-\d+$/);
    await launched.recentlyPlayedSaved;
    expect(calls).toContain('recently played 5001');
    expect(launched.metered).toBeUndefined();
  });

  it('starts a metered session for a metered game and ends it once', async () => {
    const { api, calls, release } = fakeApi({ metered: true });
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    const { metered } = await launching;
    expect(calls.slice(0, 2)).toEqual(['isGameMetered 222/70', 'start 5001 222 70']);
    expect(metered?.meteredSessionId).toBe(800001);
    await Promise.all([metered?.end(), metered?.end()]);
    expect(calls.filter((call) => call.startsWith('end'))).toEqual(['end 800001']);
  });

  it('ends the metered session when the launch itself fails', async () => {
    const { api, calls, release } = fakeApi({ metered: true, failLaunch: true });
    const launching = createGameLauncher({ api }).launch(request, 'a.b.c');
    await release();
    await expect(launching).rejects.toThrow('launch failed');
    expect(calls).toContain('end 800001');
  });

  it('launches unmetered when the metered check fails', async () => {
    const { api, calls, release } = fakeApi();
    api.isGameMetered = async () => {
      throw new Error('down');
    };
    const warnings: string[] = [];
    const launching = createGameLauncher({ api, warn: (message) => warnings.push(message) }).launch(request, 'a.b.c');
    await release();
    expect((await launching).metered).toBeUndefined();
    expect(calls.some((call) => call.startsWith('start'))).toBe(false);
    expect(warnings).toEqual(['The metered session check failed']);
  });
});
