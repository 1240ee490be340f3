// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import type { Quest } from '../../engine/platform/index.ts';
import type { QuestClaimResponse, QuestsResponse, QuestUserStatsResponse } from '../../schemas/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import QuestsPanel from './QuestsPanel.tsx';
import { questsGlow } from './QuestsPanel.css.ts';

const questOf = (questId: number, title: string, status: Quest['status']): Quest => ({
  campaignId: questId,
  questId,
  title,
  description: `${title}, this week.`,
  steps: [{ description: 'Play 10 spins', target: 10, progress: status === 'active' ? 4 : 10 }],
  reward: { kind: 'freeSpins', amount: 10, description: '10 free spins on Gilded Reels' },
  status,
  startsAt: '2025-01-06T00:00:00.000Z',
  endsAt: '2025-01-12T23:59:59.000Z',
  termsHtml:
    '<p style="color:red">Rewards expire after 7 days.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
    '<p><a href="https://www.begambleaware.org" target="_self">BeGambleAware</a></p>',
});

/** The shared fake platform with the quests of the helper API and the claim. */
function fakePlatform(initial: Quest[]) {
  const state = { quests: initial, campaignsStatus: 200 };
  const platform = createFakePlatform();
  platform.answer('GET /api/campaigns/user-stats', {
    data: { loginStreakDays: 3, longestStreakDays: 3, questsCompleted: 1, rewardsClaimed: 0, spinsPlayed: 14 },
  } satisfies QuestUserStatsResponse);
  platform.on('GET /api/campaigns', () =>
    state.campaignsStatus === 200
      ? { status: 200, body: { data: state.quests } satisfies QuestsResponse }
      : { status: state.campaignsStatus, body: { code: 15006, message: 'Invalid user token' } },
  );
  platform.answer('GET /api/rewards', { data: [] });
  platform.answer('GET /api/freespins', { data: [] });
  platform.on('POST /api/promotions/campaigns/*/claim', (call) => {
    const questId = Number(call.path.split('/').at(-2));
    state.quests = state.quests.map((quest) => (quest.questId === questId ? { ...quest, status: 'claimed' } : quest));
    return { status: 200, body: { data: state.quests.find((quest) => quest.questId === questId)! } satisfies QuestClaimResponse };
  });
  return { state, platform };
}

const PLAYER = { loggedIn: true, userId: 7, userToken: 'a.b.c' };
const node = {} as never;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the quests panel', () => {
  it('counts new quests and glows for 6 seconds when they arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { platform } = fakePlatform([
      questOf(101, 'Warm-up', 'completed'),
      questOf(102, 'Spin streak', 'active'),
      questOf(103, 'Done', 'claimed'),
    ]);
    renderWithBrand('hippodrome', <QuestsPanel props={{ title: 'Quests' }} node={node} />, { session: PLAYER, platform });
    const button = await screen.findByRole('button', { name: /Quests.*2 new/ });
    await waitFor(() => expect(button.className).toContain(questsGlow));
    await act(async () => void vi.advanceTimersByTime(6_000));
    expect(button.className).not.toContain(questsGlow);
    expect(button.textContent).toContain('2');
  });

  it('clears the counter once the player has looked, and remembers it on the next page', async () => {
    const { platform } = fakePlatform([questOf(101, 'Warm-up', 'completed')]);
    renderWithBrand('hippodrome', <QuestsPanel props={{ title: 'Quests' }} node={node} />, { session: PLAYER, platform });
    fireEvent.click(await screen.findByRole('button', { name: /1 new/ }));
    expect(await screen.findByRole('dialog', { name: 'Quests' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quests' }).className).not.toContain(questsGlow));
    cleanup();
    renderWithBrand('hippodrome', <QuestsPanel props={{ title: 'Quests' }} node={node} />, { session: PLAYER, platform });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quests' })).toBeTruthy());
    expect(screen.queryByText(/new/)).toBeNull();
  });

  it('opens a quest, shows its terms safely, claims its reward and goes back', async () => {
    const { platform } = fakePlatform([questOf(101, 'Warm-up', 'completed')]);
    renderWithBrand('hippodrome', <QuestsPanel props={{ title: 'Quests' }} node={node} />, { session: PLAYER, platform });
    fireEvent.click(await screen.findByRole('button', { name: /Quests/ }));
    expect(await screen.findByText('14')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Warm-up/ }));
    expect(screen.getByRole('dialog', { name: 'Warm-up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    expect(screen.getByText('Rewards expire after 7 days.')).toBeTruthy();
    // Quest terms are CMS HTML, made safe like every other: no script, image, handler or style; links off the site open apart.
    const terms = screen.getByText('Rewards expire after 7 days.').parentElement!;
    expect(terms.querySelector('script, img, [style], [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'BeGambleAware' }).getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByText('Reward claimed: 10 free spins on Gilded Reels')).toBeTruthy();
    const [claim] = platform.callsTo('POST /api/promotions/campaigns/101/claim');
    expect(claim?.authorization).toBe('Bearer a.b.c');
    fireEvent.click(screen.getByRole('button', { name: /Back to quests/ }));
    expect(await screen.findByRole('dialog', { name: 'Quests' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close quests' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the header (modal:open quests) and says when quests cannot be loaded', async () => {
    const { state, platform } = fakePlatform([]);
    state.campaignsStatus = 401;
    const { events } = renderWithBrand('hippodrome', <QuestsPanel props={{ title: 'Quests' }} node={node} />, {
      session: PLAYER,
      platform,
    });
    act(() => events.emit('modal:open', { name: 'quests' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your quests could not be loaded. Please try again later.',
    );
  });
});
