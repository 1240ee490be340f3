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
