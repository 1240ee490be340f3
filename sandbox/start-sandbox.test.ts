import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../server/logging/logger.ts';
import { readSandboxConfig, startSandbox, type RunningSandbox } from './index.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'sandbox-reloads' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());

describe("the sandbox's control API", () => {
  it('says how many times the content service read brands/ again, so a tool that wrote a draft knows it is live', async () => {
    const reloads = async () => ((await (await fetch(`${sandbox.url}/sandbox/brands`)).json()) as { reloads: number }).reloads;
    expect(await reloads()).toBe(0);
    await sandbox.reloadBrands();
    await sandbox.reloadBrands();
    expect(await reloads()).toBe(2);
  });
});

describe("the sandbox's control API: a player's next spins", () => {
  const queue = (username: string, body: unknown) =>
    fetch(`${sandbox.url}/sandbox/players/${username}/spins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    { what: 'a loss then a win', username: 'demo', body: { multipliers: [0, 3] }, status: 200 },
    { what: 'a multiplier the pay table lacks', username: 'demo', body: { multipliers: [2] }, status: 400 },
    { what: 'no multipliers', username: 'demo', body: { multipliers: [] }, status: 400 },
    { what: 'too many', username: 'demo', body: { multipliers: Array.from({ length: 21 }, () => 0) }, status: 400 },
    { what: 'no list', username: 'demo', body: { multipliers: 0 }, status: 400 },
    { what: 'an unknown player', username: 'nobody.here', body: { multipliers: [0] }, status: 404 },
  ])('$what: $status', async ({ username, body, status }) => {
    expect((await queue(username, body)).status).toBe(status);
  });
});
