// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import type { PromotionCardsGridProps } from '../../schemas/index.ts';
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
      terms: 'New players only.',
    },
  ],
};
const player = { loggedIn: true, userId: 100001, userToken: 'a.b.c' };
const platformList = [
  {
    promotionId: 1501,
    serviceId: 40,
    title: 'Reload Friday',
    description: 'Get 50% more.',
    isUserOptedIn: false,
    fromContentService: false,
  },
  {
    promotionId: 1502,
    serviceId: 40,
    title: 'Already in',
    description: 'Spins.',
    isUserOptedIn: true,
    fromContentService: false,
  },
];

/** A fake promotions service: records calls, answers the list and the opt-in. */
function fakePromotionsService(optInCode: number) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = String(url);
    calls.push(path);
    const body = path.endsWith('/optin') ? { responseCode: optInCode, message: 'done' } : { data: platformList };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the promotion cards grid', () => {
  it('shows the CMS promotions to a logged-out visitor and never asks the platform', () => {
    const calls = fakePromotionsService(200);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />);
    expect(screen.getByRole('heading', { name: 'Opening Night Welcome' })).toBeTruthy();
    expect(screen.getByText('Log in to see your offers.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('adds the player’s platform promotions once logged in', async () => {
    const calls = fakePromotionsService(200);
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, { session: player });
    expect(await screen.findByRole('heading', { name: 'Reload Friday' })).toBeTruthy();
    expect(calls[0]).toMatch(/\/api\/promotions\/account\/100001\/casino\/\d+\/get$/);
    expect(screen.getByRole('button', { name: 'Opted in' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Log in to see your offers.')).toBeNull();
  });

  it('marks a promotion opted in when the platform answers responseCode 200', async () => {
    fakePromotionsService(200);
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
    });
    const toasts = vi.fn();
    events.on('toast', toasts);
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Opted in' })).toHaveLength(2));
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('does not mark it when the platform answers another code', async () => {
    fakePromotionsService(409);
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
    });
    const toasts = vi.fn();
    events.on('toast', toasts);
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })));
    expect(screen.getByRole('button', { name: 'Opt in' })).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^PROMOTION_OPT_IN_ERROR/));
  });

  it('reports PROMOTIONS_FETCH_ERROR, with the failed call as API_ERROR, when the platform cannot list them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 503, message: 'down' }), { status: 503 })),
    );
    renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, { session: player });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^PROMOTIONS_FETCH_ERROR/)), {
      timeout: 10_000,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^API_ERROR: \{"service":"promotions".*"status":503\}/));
  });

  it('asks for a promotion’s terms window with its ids', async () => {
    fakePromotionsService(200);
    const { events } = renderWithBrand('hippodrome', <PromotionCardsGrid props={props} node={node as never} />, {
      session: player,
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
