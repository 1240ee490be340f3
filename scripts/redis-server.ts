import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';

/** Debian's redis-server; tests that need a real Redis skip without it. */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const redisServerMissing = !existsSync(REDIS_SERVER);

const START_TIMEOUT_MS = 5000;
const STOP_TIMEOUT_MS = 5000;

export interface RedisServerProcess {
  port: number;
  pid: number;
  /** `redis://[:password@]127.0.0.1:<port>` */
  url: string;
  /** Stops this process (by its pid) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Children still running when the test process exits are killed with it, so none outlives a crash. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A throwaway Redis on loopback: nothing saved to disk, ready when this resolves. */
export async function startRedisServer({
  port,
  password,
}: { port?: number; password?: string } = {}): Promise<RedisServerProcess> {
  const listenPort = port ?? (await freePort());
  const args = ['--port', String(listenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()];
  if (password) args.push('--requirepass', password);
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));

  const stop = async () => {
    if (child.pid === undefined) return;
    // A paused server (SIGSTOP) acts on SIGTERM only once it runs again.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await exited(child, STOP_TIMEOUT_MS);
    }
  };

  let output = '';
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
    const settle = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    // Read for the process's whole life: a full pipe would block the server.
    child.stdout?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Ready to accept connections')) settle(true);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.once('exit', () => settle(false));
    child.once('error', () => settle(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`redis-server did not start on port ${listenPort}:\n${output.slice(-2000)}`);
  }
  const auth = password ? `:${encodeURIComponent(password)}@` : '';
  return { port: listenPort, pid: child.pid!, url: `redis://${auth}127.0.0.1:${listenPort}`, stop };
}
