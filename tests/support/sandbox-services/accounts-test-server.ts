import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createManualClock, createSandboxState, SEEDED_PASSWORD } from '../../../sandbox/core/index.ts';
import { listen } from '../listen.ts';
import { createAccountsService, type AccountsServiceOptions } from '../../../sandbox/accounts/accounts-service.ts';

export const TEST_PUBLIC_ORIGIN = 'http://localhost:3001';

/** A fresh sandbox state with the accounts service on a loopback port, and small helpers to call it. */
export async function startAccounts(options: Pick<AccountsServiceOptions, 'markets' | 'allowedReturnHosts'> = {}) {
  const clock = createManualClock();
  const state = createSandboxState({ clock, seed: 'test', secret: 'test-secret' });
  const app = express();
  app.use(express.json());
  app.use('/accounts', createAccountsService({ state, publicOrigin: TEST_PUBLIC_ORIGIN, ...options }).routes);
  const server = await listen(app);
  const base = `${server.url}/accounts`;

  async function call(method: 'GET' | 'POST', path: string, { body, token }: { body?: unknown; token?: string } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as any };
  }

  /** Logs a seeded player in, as the site does (SPEC §3 Login request). */
  const login = (username: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/login', {
      body: {
        credentials: { username, password: SEEDED_PASSWORD, passwordType: 'password' },
        numLaunchTokens: 10,
        closeExistingSessions: false,
        identifiers: { ipAddress: '127.0.0.1' },
        firstPartyBlackBox: '',
        thirdPartyBlackBox: '',
        sessionProductId: 3568,
        ...extra,
      },
    });

  return {
    state,
    clock,
    base,
    get: (path: string, token?: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown, token?: string) => call('POST', path, { body, token }),
    login,
    close: server.close,
  };
}

export type AccountsTestServer = Awaited<ReturnType<typeof startAccounts>>;

/**
 * A fresh sandbox for the enclosing describe block (seeding hashes every seeded password, so a state
 * per test would be slow): tests in one block use different players or only read.
 */
export function useAccounts(options: Parameters<typeof startAccounts>[0] = {}): () => AccountsTestServer {
  let sandbox: AccountsTestServer | undefined;
  beforeAll(async () => {
    sandbox = await startAccounts(options);
  });
  afterAll(() => sandbox?.close());
  return () => {
    if (!sandbox) throw new Error('useAccounts() is read inside a test only');
    return sandbox;
  };
}
