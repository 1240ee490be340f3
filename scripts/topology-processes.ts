import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staleBuildReason } from './build-freshness.ts';
import { randomBytes } from 'node:crypto';
import { builtServerArgs } from './serve-command.ts';

import { freePort, startRedisServer, type RedisServerProcess } from './redis-server.ts';

export { freePort, REDIS_SERVER, startRedisServer, type RedisServerProcess } from './redis-server.ts';

/** Test support for the reference topology: real processes on loopback, each stopped by its own pid. */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((candidate) => existsSync(candidate));
/** Debian's varnish-modules: the xkey module deploy/varnish.vcl imports. */
export const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
/** Long enough for two built instances starting at once on a busy two-core machine. */
const WAIT_MS = 60_000;

/**
 * `npm run build`, when dist/ is missing or older than the sources; a production build whatever the
 * test runner's NODE_ENV (under `test`, React's JSX would be built for development and the built site
 * could not render).
 */
export function ensureBuilt() {
  if (!staleBuildReason(REPO_ROOT)) return;
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The most a test keeps of a process's output. */
const OUTPUT_KEPT = 64 * 1024;

/**
 * Spawns a process and resolves once it is ready: its output matches `ready`, or `ready` (polled)
 * says so. Rejects when it exits first.
 */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp | (() => Promise<boolean>),
  { keepOutput = true, readyWithinMs = WAIT_MS }: { keepOutput?: boolean; readyWithinMs?: number } = {},
): Promise<Started> {
  // Output nobody reads goes nowhere: a process under load would otherwise make this one busy reading it.
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', keepOutput ? 'pipe' : 'ignore', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A process that never got ready is not left running behind the failed start.
      child.kill('SIGKILL');
      reject(new Error(`${command} not ready after ${readyWithinMs} ms:\n${output}`));
    }, readyWithinMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const read = (chunk: Buffer) => {
      // A long-running process logs on: keep its latest lines only.
      output = (output + chunk).slice(-OUTPUT_KEPT);
      if (ready instanceof RegExp && ready.test(output)) done();
    };
    if (!(ready instanceof RegExp)) void waitFor(ready, command, readyWithinMs).then(done, () => undefined);
    child.stdout?.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The sandbox platform as its own process; its first line is the environment a site needs. */
export async function startSandboxProcess(port: number, env: NodeJS.ProcessEnv = {}) {
  const sandbox = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'sandbox/main.ts'],
    { SANDBOX_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANDBOX_SEED: 'topology', ...env },
    /PLATFORM_URL=\S+/,
  );
  const platformUrl = /PLATFORM_URL=(\S+)/.exec(sandbox.output())![1]!;
  return { ...sandbox, platformUrl };
}

/** A built instance, as `npm run serve` starts it in production: its node options included. */
export const startInstance = (port: number, env: NodeJS.ProcessEnv, options?: { keepOutput?: boolean }) =>
  startProcess(
    process.execPath,
    builtServerArgs(REPO_ROOT),
    { NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    async () => (await get(port, '/healthz').catch(() => undefined))?.status === 200,
    options,
  );

/** deploy/varnish.vcl with its marked ports replaced, run in the foreground from a folder of its own. */
export async function startVarnish(ports: { edge: number; instances: [number, number] }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'croupier-varnish-'));
  // varnishd's worker drops to its own user: it must read the VCL.
  await chmod(dir, 0o755);
  const [a, b] = ports.instances;
  const vcl = (await readFile(path.join(REPO_ROOT, 'deploy/varnish.vcl'), 'utf8'))
    .replace(/\.port = "\d+";(.*# port: instance a)/, `.port = "${a}";$1`)
    .replace(/\.port = "\d+";(.*# port: instance b)/, `.port = "${b}";$1`);
  await writeFile(path.join(dir, 'varnish.vcl'), vcl);
  await chmod(path.join(dir, 'varnish.vcl'), 0o644);
  const varnish = spawn(
    VARNISHD!,
    [
      '-F',
      ...['-f', path.join(dir, 'varnish.vcl')],
      ...['-n', path.join(dir, 'work')],
      ...['-a', `127.0.0.1:${ports.edge}`],
      // The instances send brotli and gzip themselves: Varnish keeps what they send.
      ...['-p', 'http_gzip_support=off'],
      ...['-s', 'malloc,256m'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  varnish.stdout!.on('data', (chunk) => (output += chunk));
  varnish.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => varnish.once('exit', (code) => resolve(code)));
  await waitFor(async () => {
    if (varnish.exitCode !== null) throw new Error(`varnishd exited (${varnish.exitCode}): ${output}`);
    return (await get(ports.edge, '/robots.txt').catch(() => undefined)) !== undefined;
  }, `varnishd: ${output}`);
  return {
    url: `http://127.0.0.1:${ports.edge}`,
    stop: async () => {
      if (varnish.exitCode === null) varnish.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A request that gets no byte for this long is given up: a cold first render on a busy machine takes seconds. */
const REQUEST_IDLE_MS = 25_000;

/**
 * One HTTP request on loopback. `from` picks the client's own loopback address (127.0.0.0/8), so a
 * test can be several visitors behind the same proxy.
 */

export function send(
  port: number,
  {
    method = 'GET',
    path: requestPath,
    host = 'hippodrome.localhost',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: unknown; from?: string },
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
        localAddress: from,
        agent: false,
        timeout: REQUEST_IDLE_MS,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes, text: bytes.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${requestPath}: no answer in ${REQUEST_IDLE_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const get = (port: number, requestPath: string, headers: Record<string, string> = {}) =>
  send(port, { path: requestPath, headers });

export interface Topology {
  redis: RedisServerProcess;
  redisPort: number;
  sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  instances: Started[];
  /** The two instances' ports, a and b. */
  ports: [number, number];
  edge: Awaited<ReturnType<typeof startVarnish>>;
  edgePort: number;
  /** The instances' environment (their shared secrets included). */
  env: NodeJS.ProcessEnv;
  /** Stops everything, the edge first, Redis last. */
  stop(): Promise<void>;
}

/**
 * The reference topology on loopback: Redis, the sandbox platform (its content service sends the
 * signed publish webhook through the edge on every content edit), two built instances in production
 * mode and deploy/varnish.vcl in front of them. `npm run topology` and the topology test run this.
 */
export async function startTopology({
  logLevel = 'warn',
  brandsDir,
}: {
  logLevel?: string;
  /** The brands folder the sandbox and both instances read (default the repository's): a test edits a copy. */
  brandsDir?: string;
} = {}): Promise<Topology> {
  ensureBuilt();
  const redisPort = await freePort();
  const ports: [number, number] = [await freePort(), await freePort()];
  const edgePort = await freePort();
  const webhookSecret = randomBytes(32).toString('hex');
  const started: { stop(): Promise<unknown> }[] = [];
  try {
    const redis = await startRedisServer({ port: redisPort });
    started.push(redis);
    const brands = brandsDir ? { BRANDS_DIR: brandsDir } : {};
    const sandbox = await startSandboxProcess(await freePort(), {
      ...brands,
      LOG_LEVEL: logLevel,
      CONTENT_WEBHOOK_URL: `http://127.0.0.1:${edgePort}/api/hooks/content-published`,
      CONTENT_WEBHOOK_SECRET: webhookSecret,
    });
    started.push(sandbox);
    const env: NodeJS.ProcessEnv = {
      ...brands,
      PLATFORM_URL: sandbox.platformUrl,
      REDIS_URL: redis.url,
      REMEMBER_USERNAME_SECRET: randomBytes(32).toString('hex'),
      CONTENT_WEBHOOK_SECRET: webhookSecret,
      // The edge takes purges by surrogate key from the instances' loopback address only.
      CDN_PURGE_URL: `http://127.0.0.1:${edgePort}/`,
      CDN_PURGE_KIND: 'xkey',
      TRUST_PROXY: 'loopback',
      DEVICE_HEADER: 'X-Device',
      LOG_LEVEL: logLevel,
      SHUTDOWN_TIMEOUT_MS: '5000',
    };
    // Both settle before either failure is thrown, so an instance that did start is stopped with the rest.
    const settled = await Promise.allSettled(ports.map((port) => startInstance(port, env)));
    const instances = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    started.push(...instances);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const edge = await startVarnish({ edge: edgePort, instances: ports });
    const topology: Topology = {
      redis,
      redisPort,
      sandbox,
      instances,
      ports,
      edge,
      edgePort,
      env,
      stop: async () => {
        await topology.edge.stop();
        await Promise.all(topology.instances.map((instance) => instance.stop()));
        await topology.sandbox.stop();
        await topology.redis.stop();
      },
    };
    return topology;
  } catch (error) {
    for (const each of started.reverse()) await each.stop().catch(() => undefined);
    throw error;
  }
}
