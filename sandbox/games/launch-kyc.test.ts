import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycStatus } from '../core/index.ts';
import { startGamesTestServer, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';

// Casino 3568 is in a market that requires KYC; 9999 in one that does not.
let sandbox: GamesTestServer;
let gameGroupId: number;
beforeAll(async () => {
  sandbox = await startGamesTestServer({ requiresKyc: (casinoId) => casinoId === 3568 });
  gameGroupId = sandbox.service.catalogueFor(1000)!.games[0]!.GameGroupId;
});
afterAll(() => sandbox.close());

async function launch(kycStatus: KycStatus, casinoId = 3568) {
  const { player } = await sandbox.newPlayer({ kycStatus });
  const session = await sandbox.state.openSession(player, casinoId, { closeExisting: true });
  const response = await fetch(`${sandbox.url}/games/launch/${gameGroupId}?productId=1000`, {
    headers: { authorization: `Bearer ${session.userToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('launching a game where the market requires KYC', () => {
  it.each<[KycStatus, number, number]>([
    ['verified', 3568, 200],
    ['pending', 3568, 403],
    ['notVerified', 3568, 403],
    ['notVerified', 9999, 200],
  ])('a player whose identity is %s on casino %i gets %i', async (kycStatus, casinoId, status) => {
    const answer = await launch(kycStatus, casinoId);
    expect(answer.status).toBe(status);
    if (status === 403) expect(answer.body).toEqual({ code: 15020, message: 'Identity verification required' });
    else expect(answer.body.launchUrl).toEqual(expect.stringContaining('launchtoken='));
  });
});
