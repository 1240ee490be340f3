import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import type { AccountsClient } from './accounts.ts';

interface Call {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

/** The accounts client over the shared fake platform, answering every call with `answer`. */
function recordingClient(answer: unknown = {}) {
  const platform = createFakePlatform();
  platform.answerEverything(answer);
  return { client: platform.clients.accounts, calls: platform.calls };
}

describe('the accounts client (SPEC §7 Accounts)', () => {
  it.each<{ name: string; call: (client: AccountsClient) => Promise<unknown>; expected: Partial<Call> }>([
    {
      name: 'logout sends the user token as userId with reason 1 and as bearer',
      call: (client) => client.logout('u.t.k'),
      expected: {
        url: '/api/accounts/logout',
        method: 'POST',
        body: { userId: 'u.t.k', reason: 1 },
        authorization: 'Bearer u.t.k',
      },
    },
    {
      name: 'details is a GET with the bearer',
      call: (client) => client.details('u.t.k'),
      expected: { url: '/api/accounts/details', method: 'GET', authorization: 'Bearer u.t.k' },
    },
    {
      name: 'detailsViaUserToken posts the token',
      call: (client) => client.detailsViaUserToken('u.t.k'),
      expected: { url: '/api/accounts/detailsViaUserToken', method: 'POST', body: { userToken: 'u.t.k' } },
    },
    {
      name: 'terms acceptance posts with the bearer',
      call: (client) => client.acceptTermsAndConditions('u.t.k'),
      expected: { url: '/api/accounts/details/acceptTermsAndConditions', method: 'POST', authorization: 'Bearer u.t.k' },
    },
    {
      name: 'the session summary is a GET with the bearer',
      call: (client) => client.sessionSummary('u.t.k'),
      expected: { url: '/api/accounts/sessionSummary', method: 'GET', authorization: 'Bearer u.t.k' },
    },
    {
      name: 'launch tokens are requested ten at a time',
      call: (client) => client.refreshLaunchTokens('u.t.k', 10),
      expected: { url: '/api/accounts/refreshLaunchTokens', body: { numLaunchTokens: 10 }, authorization: 'Bearer u.t.k' },
    },
    {
      name: 'a refresh token is exchanged with the launch-token count',
      call: (client) => client.refreshToken('refresh-1', 10),
      expected: { url: '/api/accounts/refreshToken', body: { numLaunchTokens: 10, refreshToken: 'refresh-1' } },
    },
  ])('$name', async ({ call, expected }) => {
    const { client, calls } = recordingClient({ tokens: {} });
    await call(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject(expected);
  });

  it('returns the launch tokens of a refresh, or none when the answer has none', async () => {
    expect(await recordingClient({ launchTokens: ['a', 'b'] }).client.refreshLaunchTokens('u.t.k', 10)).toEqual(['a', 'b']);
    expect(await recordingClient({}).client.refreshLaunchTokens('u.t.k', 10)).toEqual([]);
  });
});
