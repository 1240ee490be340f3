import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, createSandboxState, type SandboxState } from '../core/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createPortalService, PORTAL_COOKIE } from './index.ts';

let state: SandboxState;
let server: Listening;
// One sandbox for the file (seeding is slow); every test opens the portal for its own player.
beforeAll(async () => {
  state = createSandboxState({ clock: createManualClock(), seed: 'test', secret: 'test-secret' });
  const app = express();
  app.use(express.json());
  app.use('/portal', createPortalService({ state }).routes);
  server = await listen(app);
});
afterAll(() => server.close());

async function launchToken(username: string) {
  const session = await state.openSession(state.findPlayer(username)!, 3568, { closeExisting: true });
  return state.issueLaunchTokens(session, 1)[0]!;
}

async function open(page: string, username: string) {
  const response = await fetch(`${server.url}/portal/${page}?launchToken=${await launchToken(username)}`);
  return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() };
}

describe('transaction history', () => {
  it('lists the player’s own transactions with amounts in their currency and the balance after', async () => {
    const euro = state.findPlayer('euro')!;
    state.record(euro, { kind: 'deposit', balanceType: 0, amount: 1234.5, description: 'Deposit by bank transfer' });
    state.record(euro, { kind: 'withdrawal', balanceType: 0, amount: -84.5, description: 'Withdrawal to debit card' });
    const { status, text } = await open('transaction-history', 'euro');
    expect(status).toBe(200);
    expect(text).toContain('<h1>Transaction history</h1>');
    expect(text).toMatch(
      /Deposit<br\s*\/?>\s*<span class="hint">Deposit by bank transfer<\/span>\s*<\/td>\s*<td class="number">€1,234.50<\/td>\s*<td class="number">€1,384.50/,
    );
    expect(text).toMatch(
      /Withdrawal<br\s*\/?>\s*<span class="hint">Withdrawal to debit card<\/span>\s*<\/td>\s*<td class="number">-€84.50<\/td>\s*<td class="number">€1,300.00/,
    );
    expect(text).toContain('Opening balance');
    expect(text).toContain('22 Nov 2026');
  });

  it('says so when there are none', async () => {
    const player = state.createPlayer({
      username: 'no.money',
      password: 'secret123',
      currencyIsoCode: 'GBP',
      countryIso2: 'GB',
      registeredProductId: 3568,
    });
    expect((await open('transaction-history', player.username)).text).toContain('You have no transactions yet.');
  });
});

describe('game history', () => {
  it('lists rounds with game, stake and win, escaping what it shows', async () => {
    state.findPlayer('kiwi')!.gameRounds.unshift({
      id: 1,
      at: state.isoNow(),
      gameGroupId: 7,
      gameName: 'Reels <of> "Fortune"',
      stake: 1.5,
      win: 12,
      sessionId: 1,
    });
    const { text } = await open('game-history', 'kiwi');
    expect(text).toContain('Reels &lt;of&gt; &quot;Fortune&quot;');
    expect(text).toContain('$1.50');
    expect(text).toContain('$12.00');
  });

  it('says so when there are none', async () => {
    expect((await open('game-history', 'maple')).text).toContain('You have not played any games yet.');
  });
});

describe('communication preferences', () => {
  it('shows the saved choices and saves new ones', async () => {
    const { text, cookies } = await open('communication-preferences', 'dragon');
    expect(text).toMatch(/name="email"\s+checked/);
    expect(text).not.toMatch(/name="sms"\s+checked/);
    const cookie = cookies.find((value) => value.startsWith(`${PORTAL_COOKIE}=`))!;
    expect(cookie).toMatch(/Path=\/portal/);
    const saved = await fetch(`${server.url}/portal/communication-preferences`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie.split(';')[0]! },
      body: new URLSearchParams({ sms: 'on', phone: 'on' }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your preferences have been saved.');
    expect(state.findPlayer('dragon')!.marketingPreferences).toEqual({ email: false, sms: true, phone: true });
  });

  it('saves nothing without a portal session', async () => {
    const response = await fetch(`${server.url}/portal/communication-preferences`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: 'guessed', sms: 'on' }),
    });
    expect(response.status).toBe(401);
  });
});

describe.each(['transaction-history', 'game-history', 'communication-preferences'])('%s', (page) => {
  it('refuses a launch token that was already spent, or none', async () => {
    const token = await launchToken('stateside');
    expect((await fetch(`${server.url}/portal/${page}?LaunchToken=${token}`)).status).toBe(200);
    const again = await fetch(`${server.url}/portal/${page}?launchToken=${token}`);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('This link has expired');
    expect((await fetch(`${server.url}/portal/${page}`)).status).toBe(401);
  });
});
