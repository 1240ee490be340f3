// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import type { OptInResponse, PlatformPromotion, PromotionCardsGridProps, PromotionsResponse } from '../../schemas/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { PromotionCardsGrid } from './PromotionCardsGrid.tsx';

const node = { key: 'promotions', alias: 'promotionCardsGrid', props: {}, placement: 'page', inserted: false } as ResolvedNode;
const props: PromotionCardsGridProps = {
  title: 'Current promotions',
  emptyText: 'No personal offers right now.',
  loggedOutText: 'Log in to see your offers.',
  contentPromotions: [
    {
      title: 'Opening Night Welcome',
      summary: 'Double your first deposit.',
      image: 'assets/promotions/welcome.svg',
      cta: { text: 'Claim the welcome', action: 'register' },
      terms: { products: ['casino'], newPlayersOnly: true, minDeposit: 10, wageringMultiple: 10, extra: 'One per household.' },
    },
  ],
};
const player = { loggedIn: true, userId: 100001, userToken: 'a.b.c' };
const platformList: PlatformPromotion[] = [
  {
    promotionId: 1501,
    serviceId: 40,
    title: 'Reload Friday',
    description: 'Get 50% more.',
    termsSummary: 'Written by hand, shown only without terms.',
    terms: { products: ['casino'], minDeposit: 20, wageringMultiple: 10, expiryDays: 7 },
    isUserOptedIn: false,
    fromContentService: false,
  },
  {
    promotionId: 1502,
    serviceId: 40,
    title: 'Already in',
    description: 'Spins.',
    termsSummary: 'Spins valid 3 days.',
    isUserOptedIn: true,
    fromContentService: false,
  },
];

const ACCOUNT = 'POST /api/promotions/account/*/casino/*';

/** The shared fake platform, answering the player's list and an opt-in with `optInCode`. */
function fakePromotionsService(optInCode: number) {
  const platform = createFakePlatform();
  platform.answer(`${ACCOUNT}/get`, { data: platformList } satisfies PromotionsResponse);
  platform.answer(`${ACCOUNT}/promotion/*/optin`, { responseCode: optInCode, message: 'done' } satisfies OptInResponse);
  return platform;
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the promotion cards grid', () => {
  it('shows the CMS promotions to a logged-out visitor and never asks the platform', () => {
    const platform = fakePromotionsService(200);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, { platform });
    expect(screen.getByRole('heading', { name: 'Opening Night Welcome' })).toBeTruthy();
    expect(screen.getByText('Log in to see your offers.')).toBeTruthy();
    expect(platform.calls).toEqual([]);
  });

  it('writes each card’s significant terms from its fields, in the market’s money', async () => {
    const platform = fakePromotionsService(200);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
      platform,
      market: 'gb',
    });
    expect(screen.getByText('New players only. Min deposit £10.00. 10x wagering on the bonus. One per household.')).toBeTruthy();
    expect(await screen.findByText('Min deposit £20.00. 10x wagering on the bonus. Use it within 7 days.')).toBeTruthy();
    expect(screen.queryByText('Written by hand, shown only without terms.')).toBeNull();
    // An offer the platform sends without terms keeps its summary as written.
    expect(screen.getByText('Spins valid 3 days.')).toBeTruthy();
  });

  it('adds the player’s platform promotions once logged in', async () => {
    const platform = fakePromotionsService(200);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, { session: player, platform });
    expect(await screen.findByRole('heading', { name: 'Reload Friday' })).toBeTruthy();
    expect(platform.calls[0]?.path).toMatch(/^\/api\/promotions\/account\/100001\/casino\/\d+\/get$/);
    expect(screen.getByRole('button', { name: 'Opted in' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Log in to see your offers.')).toBeNull();
  });

  it('marks a promotion opted in when the platform answers responseCode 200', async () => {
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
      platform: fakePromotionsService(200),
    });
    const toasts = vi.fn();
    events.on('toast', toasts);
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Opted in' })).toHaveLength(2));
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('does not mark it when the platform answers another code', async () => {
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
      platform: fakePromotionsService(409),
    });
    const toasts = vi.fn();
    events.on('toast', toasts);
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })));
    expect(screen.getByRole('button', { name: 'Opt in' })).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^PROMOTION_OPT_IN_ERROR/));
  });

  it('reports PROMOTIONS_FETCH_ERROR, with the failed call as API_ERROR, when the platform cannot list them', async () => {
    const platform = createFakePlatform();
    platform.fail(`${ACCOUNT}/get`, 503);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, { session: player, platform });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^PROMOTIONS_FETCH_ERROR/)), {
      timeout: 10_000,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^API_ERROR: \{"service":"promotions".*"status":503\}/));
  });

  it('asks for a promotion’s terms window with its ids', async () => {
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
      platform: fakePromotionsService(200),
    });
    const opened = vi.fn();
    events.on('modal:open', opened);
    fireEvent.click(await screen.findByRole('button', { name: 'Terms and conditions of Reload Friday' }));
    expect(opened).toHaveBeenCalledWith({
      name: 'promotionTerms',
      detail: { promotionId: 1501, serviceId: 40, title: 'Reload Friday' },
    });
  });
});
