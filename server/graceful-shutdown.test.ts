import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../sandbox/index.ts';
import { builtServerArgs } from '../scripts/serve-command.ts';
import { ensureBuilt } from '../tests/support/topology-processes.ts';
import { createLogger } from './logging/logger.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let sandbox: RunningSandbox;
beforeAll(async () => {
  // The built server, as `npm run serve` runs it: its components' styles are compiled by the build.
  ensureBuilt();
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1' }),
    logger: createLogger('silent'),
  });
}, 240_000);
afterAll(() => sandbox?.close());

let child: ChildProcess | undefined;
afterEach(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

/** The site as a process in front of the sandbox: it says where it serves once it is ready. */
async function start(port: number, env: NodeJS.ProcessEnv = {}) {
  // One process, so the signal reaches the server itself.
  child = spawn(process.execPath, builtServerArgs(REPO_ROOT), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...sandbox.siteEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Croupier at')) resolve();
    });
    child!.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return { output: () => output, exited: new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code))) };
}

describe('the site process', () => {
  it('says where the platform is and where each brand is served', async () => {
    const port = await freePort();
    const { output } = await start(port);
    const firstLine = JSON.parse(output().split('\n')[0]!);
    expect(firstLine.msg).toContain(`Croupier at http://localhost:${port}`);
    expect(firstLine.platform.accounts).toBe(`${sandbox.url}/accounts`);
    expect(firstLine.brands).toEqual([
      `http://croupier.localhost:${port}`,
      `http://hippodrome.localhost:${port}`,
      `http://jackpotcity.localhost:${port}`,
    ]);
    child!.kill('SIGTERM');
  });

  it('stops on SIGTERM: hub connections are closed and the process exits cleanly', async () => {
    const port = await freePort();
    const { exited } = await start(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credentials: { username: 'demo', password: 'Croupier2026!', passwordType: 1 },
        numLaunchTokens: 2,
        sessionProductId: 3603,
      }),
    });
    const { tokens } = (await login.json()) as { tokens: { launchTokens: string[] } };
    const connection = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${port}/api/broker/hub`, {
        accessTokenFactory: () => tokens.launchTokens[0]!,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
    await connection.start();
    child!.kill('SIGTERM');
    await closed;
    expect(await exited).toBe(0);
  });
});

describe('production configuration', () => {
  it('stops before listening, exit 1, naming every missing setting', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
    for (const name of ['PLATFORM_URL', 'REDIS_URL', 'REMEMBER_USERNAME_SECRET', 'SANDBOX_URL']) delete env[name];
    const failed = spawn(process.execPath, builtServerArgs(REPO_ROOT), { cwd: REPO_ROOT, env, stdio: 'pipe' });
    let stderr = '';
    failed.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => failed.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PLATFORM_URL is required in production');
    expect(stderr).toContain('REDIS_URL is required in production');
    expect(stderr).toContain('REMEMBER_USERNAME_SECRET is required in production');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
