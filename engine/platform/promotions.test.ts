import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { isOptInSuccess } from './promotions.ts';

/** The shared fake platform answering every call with `answer`. */
function recordingFetch(answer: unknown) {
  const platform = createFakePlatform();
  platform.answerEverything(answer);
  return { calls: platform.calls, client: platform.clients.promotions };
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
    const { calls, client } = recordingFetch({
      data: [{ promotionId: 1, serviceId: 2, title: 'x', description: '', isUserOptedIn: false, fromContentService: false }],
    });
    const list = await client.listForAccount(account, {
      brand: 'hippodrome',
      isRow: false,
    });
    expect(list).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/get');
    expect(calls[0]?.body).toEqual({ brand: 'hippodrome', isRow: false });
    expect(calls[0]?.authorization).toBe('Bearer a.b.c');
  });

  it('opts in with user, casino, promotion and opt-in data', async () => {
    const { calls, client } = recordingFetch({ responseCode: 200 });
    const answer = await client.optIn(account, 7);
    expect(isOptInSuccess(answer)).toBe(true);
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/promotion/7/optin');
    expect(calls[0]?.body).toEqual({ userId: 100001, casinoId: 3568, promotionId: 7, optInData: {} });
  });

  it('fetches terms with the service id', async () => {
    const { calls, client } = recordingFetch({ html: '<p>Terms</p>' });
    const html = await client.termsAndConditions(account, 7, 40);
    expect(html).toBe('<p>Terms</p>');
    expect(calls[0]?.url).toBe('/api/promotions/account/100001/casino/3568/promotion/7/gettermsandconditions');
    expect(calls[0]?.body).toEqual({ serviceId: 40 });
  });
});
