import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPromotions, type PromotionsFixture } from '../../tests/support/sandbox-services/promotions-test-fixture.ts';

describe('announceLoginStreak', () => {
  let sandbox: PromotionsFixture;
  beforeEach(async () => void (sandbox = await startPromotions()));
  afterEach(() => sandbox.close());

  it.each([
    { loginDays: ['2026-11-22'], toast: undefined },
    { loginDays: ['2026-11-22', '2026-11-21'], toast: '2 Day Login Streak!' },
    { loginDays: ['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18'], toast: '5 Day Login Streak!' },
    { loginDays: ['2026-11-21', '2026-11-20'], toast: undefined },
  ])('after logins on $loginDays the player sees $toast', ({ loginDays, toast }) => {
    const player = sandbox.state.findPlayer('demo')!;
    player.loginDays = loginDays;
    sandbox.service.announceLoginStreak(player);
    const toasts = sandbox.published.filter((message) => message.topic === 'xeniaToast');
    if (!toast) return expect(toasts).toEqual([]);
    expect(toasts).toEqual([
      { userId: player.userId, topic: 'xeniaToast', content: { id: expect.any(String), description: toast, type: 'success' } },
    ]);
  });

  it('counts the login that just happened', async () => {
    const { player } = await sandbox.login('demo');
    player.loginDays.push('2026-11-21', '2026-11-20');
    expect(sandbox.service.announceLoginStreak(player)).toBe(3);
    expect(sandbox.published.at(-1)?.content).toMatchObject({ description: '3 Day Login Streak!' });
  });
});
