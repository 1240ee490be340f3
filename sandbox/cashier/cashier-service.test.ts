import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, createSandboxState, type SandboxState } from '../core/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { CASHIER_COOKIE, createCashierService } from './index.ts';

let state: SandboxState;
let server: Listening;
// One sandbox for the file (seeding is slow); every test opens the cashier for its own player.
beforeAll(async () => {
  state = createSandboxState({ clock: createManualClock(), seed: 'test', secret: 'test-secret' });
  const app = express();
  app.use(express.json());
  // Casino 3568 (the seeded players' own) requires a verified identity, as every market of the brands does.
  app.use('/cashier', createCashierService({ state, requiresKyc: (casinoId) => casinoId === 3568 }).routes);
  server = await listen(app);
});
afterAll(() => server.close());

async function launchToken(username: string) {
  const session = await state.openSession(state.findPlayer(username)!, 3568, { closeExisting: true });
  return state.issueLaunchTokens(session, 1)[0]!;
}

/** Opens the cashier as the banking window does, and returns a way to post its forms with its cookie. */
async function openCashier(username: string) {
  const response = await fetch(`${server.url}/cashier/?launchToken=${await launchToken(username)}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${CASHIER_COOKIE}=`))!;
  const page = await response.text();
  const pay = async (path: 'deposit' | 'withdraw', fields: Record<string, string>) => {
    const result = await fetch(`${server.url}/cashier/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie.split(';')[0]! },
      body: new URLSearchParams({ method: 'card', simulate: 'success', ...fields }),
    });
    return { status: result.status, text: await result.text() };
  };
  return { response, cookie, page, pay };
}

const real = (username: string) => state.findPlayer(username)!.balances[0];

describe('the cashier', () => {
  it('opens with a launch token, shows the balance and both forms, and keeps the window signed in by cookie', async () => {
    const { response, cookie, page } = await openCashier('demo');
    expect(response.status).toBe(200);
    expect(page).toContain('£250.00');
    expect(page).toContain('action="/cashier/deposit"');
    expect(page).toContain('action="/cashier/withdraw"');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/cashier/);
  });

  it.each(['launchToken', 'LaunchToken'])('refuses a launch token given as %s once it is spent', async (name) => {
    const token = await launchToken('kiwi');
    expect((await fetch(`${server.url}/cashier/?${name}=${token}`)).status).toBe(200);
    const again = await fetch(`${server.url}/cashier/?${name}=${token}`);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('already been used or is no longer valid');
  });

  it('credits a successful deposit, with a transaction number, and tells the parent window', async () => {
    const { pay } = await openCashier('maple');
    const { status, text } = await pay('deposit', { amount: '25.50', method: 'eWallet' });
    expect(status).toBe(200);
    expect(real('maple')).toBe(325.5);
    const [transaction] = state.findPlayer('maple')!.transactions;
    expect(transaction).toMatchObject({ kind: 'deposit', amount: 25.5, description: 'Deposit by e-wallet' });
    expect(text).toContain('Deposit successful');
    expect(text).toContain(`Transaction number: <strong>${transaction!.id}</strong>`);
    expect(text).toContain(
      `window.parent.postMessage({"source":"croupier-cashier","status":"success","kind":"deposit","amount":25.5,"transactionNumber":"${transaction!.id}"}, '*')`,
    );
  });

  it('moves nothing when the deposit is declined', async () => {
    const { pay } = await openCashier('euro');
    const before = state.findPlayer('euro')!.transactions.length;
    const { text } = await pay('deposit', { amount: '40', simulate: 'declined' });
    expect(text).toContain('Your deposit was declined');
    expect(text).toContain('"status":"failed"');
    expect(real('euro')).toBe(150);
    expect(state.findPlayer('euro')!.transactions).toHaveLength(before);
  });

  it.each(['unverified', 'kycpending'])(
    'takes no deposit from %s before the identity is verified, and still pays out a withdrawal',
    async (username) => {
      const { pay } = await openCashier(username);
      const before = real(username)!;
      const refused = await pay('deposit', { amount: '20' });
      expect(refused.text).toContain('Verify your identity first');
      expect(refused.text).toContain('"status":"failed"');
      expect(real(username)).toBe(before);
      expect((await pay('withdraw', { amount: '10', method: 'bankTransfer' })).text).toContain('Withdrawal requested');
      expect(real(username)).toBe(before - 10);
    },
  );

  it('pays out a withdrawal within the balance and refuses one above it', async () => {
    const { pay } = await openCashier('stateside');
    expect((await pay('withdraw', { amount: '30', method: 'bankTransfer' })).text).toContain('Withdrawal requested');
    expect(real('stateside')).toBe(60);
    expect(state.findPlayer('stateside')!.transactions[0]).toMatchObject({ kind: 'withdrawal', amount: -30 });
    const refused = await pay('withdraw', { amount: '60.01' });
    expect(refused.text).toContain('you can withdraw at most $60.00');
    expect(refused.text).toContain('"kind":"withdrawal","amount":60.01,"transactionNumber":null');
    expect(real('stateside')).toBe(60);
  });

  it.each(['', '0', '-5', '1.234', 'ten'])('asks again for an amount of %j without moving money', async (amount) => {
    const { pay } = await openCashier('dragon');
    const { status, text } = await pay('deposit', { amount });
    expect(status).toBe(400);
    expect(text).toContain('Enter an amount between 1 and 100,000');
    expect(real('dragon')).toBe(2000);
  });

  it('works from the hidden session field when the browser withholds the cookie (cross-site frame)', async () => {
    const { page } = await openCashier('newterms');
    const session = /name="session" value="([^"]+)"/.exec(page)![1]!;
    const response = await fetch(`${server.url}/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, amount: '5', method: 'card', simulate: 'success' }),
    });
    expect(response.status).toBe(200);
    expect(real('newterms')).toBe(85);
  });

  it('refuses payments without a cashier session, or after the player logged out', async () => {
    const anonymous = await fetch(`${server.url}/cashier/deposit`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '5' }),
    });
    expect(anonymous.status).toBe(401);
    const { pay } = await openCashier('lowbalance');
    for (const session of state.sessions.values())
      if (session.userId === state.findPlayer('lowbalance')!.userId) state.closeSession(session);
    expect((await pay('deposit', { amount: '5' })).status).toBe(401);
    expect(real('lowbalance')).toBe(0.5);
  });
});

describe('a deposit limit', () => {
  it('refuses a deposit over the lowest remaining allowance with 16001, and counts accepted ones', async () => {
    const dragon = state.findPlayer('dragon')!;
    dragon.protection.depositLimits = { day: 2000, week: 10000 };
    const { pay } = await openCashier('dragon');
    const before = real('dragon');

    const over = await pay('deposit', { amount: '30' });
    expect(over.text).toContain('Deposit limit reached');
    expect(over.text).toContain('24-hour deposit limit of');
    expect(real('dragon')).toBe(before);

    expect((await pay('deposit', { amount: '15' })).text).toContain('Deposit successful');
    expect(real('dragon')).toBe(before + 15);
    const acceptedAt = state.clock.now();

    const { text } = await pay('deposit', { amount: '10' });
    const resetsAt = new Date(acceptedAt + 24 * 60 * 60 * 1000);
    expect(text).toContain(`fits it again from ${resetsAt.toUTCString()}`);
    expect(text).toContain(
      `"status":"failed","kind":"deposit","amount":10,"transactionNumber":null,"code":16001,"limitPeriod":"day","remainingMinor":500,"resetsAt":"${resetsAt.toISOString()}"`,
    );
    expect(real('dragon')).toBe(before + 15);
  });
});
