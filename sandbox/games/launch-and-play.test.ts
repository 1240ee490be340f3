import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from './catalogue-types.ts';
import { startGamesTestServer, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';

let sandbox: GamesTestServer;
let game: Game;
beforeAll(async () => {
  sandbox = await startGamesTestServer();
  game = sandbox.service.catalogueFor(1000)!.games[3]!;
});
afterAll(() => sandbox.close());

async function launchUrl(token: string, gameGroupId = game.GameGroupId, query = ''): Promise<string> {
  const response = await fetch(`${sandbox.url}/games/launch/${gameGroupId}?isMobile=true&isROW=false&productId=1000${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { launchUrl: string }).launchUrl;
}

/** Opens the game page like the iframe does: following the redirect to the game window. */
async function openGame(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    html: await response.text(),
    url: response.url,
    csp: response.headers.get('content-security-policy'),
  };
}

async function spin(pageUrl: string, html: string, stake: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const play = /name="play" value="([^"]+)"/.exec(html)?.[1];
  const response = await fetch(new URL(action!, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ play: play!, stake }),
  });
  return {
    status: response.status,
    html: await response.text(),
    url: response.url,
    csp: response.headers.get('content-security-policy'),
  };
}

describe('launching a game', () => {
  it('gives a logged-in player a play URL on the public origin with a fresh launch token', async () => {
    const { token, session } = await sandbox.newPlayer();
    const url = new URL(await launchUrl(token));
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/games/play/1000/${game.GameGroupId}`);
    expect(url.searchParams.get('launchtoken')).toMatch(/^[0-9a-f]{40}$/);
    expect(url.searchParams.get('mobile')).toBe('true');
    expect(sandbox.state.liveLaunchTokens(session.sessionId)).toBe(1);
  });

  it('refuses a logged-out visitor with 401', async () => {
    expect((await fetch(`${sandbox.url}/games/launch/${game.GameGroupId}?productId=1000`)).status).toBe(401);
  });

  it('answers 404 for a game that does not exist', async () => {
    const { token } = await sandbox.newPlayer();
    const response = await fetch(`${sandbox.url}/games/launch/42?productId=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Game not found' });
  });
});

describe('the demo game page', () => {
  it.each([['launchtoken'], ['launchToken'], ['LaunchToken']])('opens with the token as %s, and only once', async (name) => {
    const { token } = await sandbox.newPlayer({ realBalance: 42.5 });
    const url = new URL(await launchUrl(token));
    const launch = url.searchParams.get('launchtoken')!;
    url.searchParams.delete('launchtoken');
    url.searchParams.set(name, launch);
    const first = await openGame(url.toString());
    expect(first.status).toBe(200);
    expect(first.html).toContain('<html lang="en">');
    expect(first.html).toContain(`<h1>${game.Name.replace(/'/g, '&#39;').replace(/&(?!#39;)/g, '&amp;')}</h1>`);
    expect(first.html).toContain('£42.50');
    expect(first.url).not.toContain(launch);
    const second = await openGame(url.toString());
    expect(second.status).toBe(401);
    expect(second.html).toContain('This game link has expired');
  });

  it('refuses a token the platform never issued', async () => {
    const { status } = await openGame(`${sandbox.url}/games/play/1000/${game.GameGroupId}?LaunchToken=nonsense`);
    expect(status).toBe(401);
  });

  it('takes the stake, pays any win and records the round', async () => {
    const { token, player } = await sandbox.newPlayer({ realBalance: 100 });
    const page = await openGame(await launchUrl(token));
    const after = await spin(page.url, page.html, '2');
    expect(after.status).toBe(200);
    const [round] = player.gameRounds;
    expect(round).toMatchObject({ gameGroupId: game.GameGroupId, gameName: game.Name, stake: 2 });
    expect(player.balances[0]).toBe(100 - 2 + round!.win);
    expect(player.transactions.filter((entry) => entry.kind === 'bet')).toMatchObject([{ amount: -2 }]);
    expect(player.transactions.filter((entry) => entry.kind === 'win')).toHaveLength(round!.win > 0 ? 1 : 0);
    expect(after.html).toMatch(round!.win > 0 ? /You won £[\d.]+ on a £2\.00 spin!/ : /No win this time on your £2\.00 spin\./);
    expect(after.html).toContain(`£${player.balances[0].toFixed(2)}`);
  });

  it('pays a win sometimes over many spins', async () => {
    const { token, player } = await sandbox.newPlayer({ realBalance: 1000 });
    let page = await openGame(await launchUrl(token));
    for (let count = 0; count < 30; count++) page = await spin(page.url, page.html, '0.1');
    expect(player.gameRounds).toHaveLength(30);
    expect(player.gameRounds.some((round) => round.win > 0)).toBe(true);
    expect(player.gameRounds.some((round) => round.win === 0)).toBe(true);
  });

  it('tells the player when the stake is more than the balance, and takes nothing', async () => {
    const { token, player } = await sandbox.newPlayer({ realBalance: 0.5 });
    const page = await openGame(await launchUrl(token));
    const after = await spin(page.url, page.html, '1');
    expect(after.status).toBe(200);
    expect(after.html).toContain('enough money for a £1.00 spin');
    expect(player.balances[0]).toBe(0.5);
    expect(player.gameRounds).toEqual([]);
  });

  it('stops spinning once the player has logged out', async () => {
    const { token, session, player } = await sandbox.newPlayer({ realBalance: 10 });
    const page = await openGame(await launchUrl(token));
    sandbox.state.closeSession(session);
    const after = await spin(page.url, page.html, '1');
    expect(after.status).toBe(401);
    expect(player.balances[0]).toBe(10);
  });
});

const SITE = 'http://croupier.localhost:3210';

/** The round message a game page carries, and its one script, if any. */
function postedRound(html: string) {
  const data = /<script type="application\/json" id="round-message">(.*?)<\/script>/.exec(html)?.[1];
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { round: data === undefined ? undefined : (JSON.parse(data) as unknown), script };
}

describe("the demo game's round messages", () => {
  it("carries the site's origin from the launch to the game", async () => {
    const { token } = await sandbox.newPlayer();
    const url = new URL(await launchUrl(token, game.GameGroupId, `&origin=${encodeURIComponent(SITE)}`));
    expect(url.searchParams.get('origin')).toBe(SITE);
  });

  it.each(['https://www.example.com/', 'javascript:alert(1)', '*', 'null'])(
    'refuses a launch whose origin is %s',
    async (origin) => {
      const { token } = await sandbox.newPlayer();
      const response = await fetch(
        `${sandbox.url}/games/launch/${game.GameGroupId}?productId=1000&origin=${encodeURIComponent(origin)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining('origin') });
    },
  );

  it('posts each round to the site, by a script its CSP allows by hash alone', async () => {
    const { token, player } = await sandbox.newPlayer({ realBalance: 100 });
    sandbox.service.riggedSpins.queue(player.userId, [0, 3]);
    const page = await openGame(await launchUrl(token, game.GameGroupId, `&origin=${encodeURIComponent(SITE)}`));
    expect(postedRound(page.html)).toEqual({ round: undefined, script: undefined });

    const lost = await spin(page.url, page.html, '1');
    const won = await spin(lost.url, lost.html, '2');
    const [second, first] = player.gameRounds;
    expect(postedRound(lost.html).round).toEqual({
      targetOrigin: SITE,
      message: { type: 'croupier:round', roundId: String(first!.id), stake: 1, win: 0, balanceAfter: 99, currencyIsoCode: 'GBP' },
    });
    expect(postedRound(won.html).round).toEqual({
      targetOrigin: SITE,
      message: {
        type: 'croupier:round',
        roundId: String(second!.id),
        stake: 2,
        win: 6,
        balanceAfter: 103,
        currencyIsoCode: 'GBP',
      },
    });
    const { script } = postedRound(won.html);
    const hash = createHash('sha256').update(script!).digest('base64');
    expect(won.csp).toContain(`script-src 'sha256-${hash}';`);
    expect(won.csp).toMatch(/^default-src 'none';/);
    expect(won.csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(script).not.toContain("'*'");
  });

  it('posts nothing when the launch named no site', async () => {
    const { token } = await sandbox.newPlayer({ realBalance: 100 });
    const page = await openGame(await launchUrl(token));
    const after = await spin(page.url, page.html, '1');
    expect(postedRound(after.html)).toEqual({ round: undefined, script: undefined });
  });

  it("plays a player's queued outcomes before the random ones, and refuses one the pay table lacks", async () => {
    const { token, player } = await sandbox.newPlayer({ realBalance: 100 });
    expect(sandbox.service.riggedSpins.queue(player.userId, [2])).toBe(false);
    expect(sandbox.service.riggedSpins.queue(player.userId, [50, 0])).toBe(true);
    let page = await openGame(await launchUrl(token));
    for (let count = 0; count < 2; count++) page = await spin(page.url, page.html, '0.1');
    expect(player.gameRounds.map((round) => round.win)).toEqual([0, 5]);
  });
});
