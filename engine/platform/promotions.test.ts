import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { createPromotionsClient, isOptInSuccess } from './promotions.ts';

function recordingFetch(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const account = { userId: 100001, casinoId: 3568, userToken: 'a.b.c' };

describe('opt-in success (SPEC §5)', () => {
  it.each([
    [{ responseCode: 200 }, true],
    [{ responseCode: 409 }, false],
    [{ responseCode: 500 }, false],
    [null, false],
  ])('%j → %s', (response, expected) => {
    expect(isOptInSuccess(response)).toBe(expected);
  });
});

describe('the promotions client', () => {
  it('lists an account’s promotions with brand, isRow and the bearer token', async () => {
    const { calls, fetch } = recordingFetch({
      data: [{ promotionId: 1, serviceId: 2, title: 'x', description: '', isUserOptedIn: false, fromContentService: false }],
    });
    const list = await createPromotionsClient(createHttpClient({ fetch })).listForAccount(account, {
      brand: 'hippodrome',
      isRow: false,
    });
    expect(list).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/get');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ brand: 'hippodrome', isRow: false });
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer a.b.c');
  });

  it('opts in with user, casino, promotion and opt-in data', async () => {
    const { calls, fetch } = recordingFetch({ responseCode: 200 });
    const answer = await createPromotionsClient(createHttpClient({ fetch })).optIn(account, 7);
    expect(isOptInSuccess(answer)).toBe(true);
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/promotion/7/optin');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ userId: 100001, casinoId: 3568, promotionId: 7, optInData: {} });
  });

  it('fetches terms with the service id', async () => {
    const { calls, fetch } = recordingFetch({ html: '<p>Terms</p>' });
    const html = await createPromotionsClient(createHttpClient({ fetch })).termsAndConditions(account, 7, 40);
    expect(html).toBe('<p>Terms</p>');
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/promotion/7/gettermsandconditions');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ serviceId: 40 });
  });
});
