import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { watch } from 'chokidar';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staleBuildReason } from '../scripts/build-freshness.ts';
import { BRAND_COOKIE, DEVICE_COOKIE, previewEntryPage } from './preview-entry.ts';
import { STUDIO_RULEBOOKS_DIR } from './studio-engine.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Preloaded into the preview's processes: each stops when the studio's process ends. */
const STOP_WITH_STUDIO = path.join(import.meta.dirname, 'stop-with-studio.mjs');
/** Where the preview page starts: it sets the visitor up, then opens the page. */
export const PREVIEW_ENTRY_PATH = '/__studio/enter';
/** The header the preview site reads the device from (its DEVICE_HEADER), set from the preview's cookie. */
const DEVICE_HEADER = 'x-studio-device';
/** How long a draft may take to reach both the preview's platform and site. */
const RELOAD_TIMEOUT_MS = 15_000;
/** How often the processes are asked whether they read a draft: their reload waits 150 ms for more changes first. */
const RELOAD_POLL_MS = 100;
/** A CLI writes a brand's files one after another: the preview follows once they have settled. */
const DISK_SETTLE_MS = 400;

export interface PreviewFile {
  /** The file under the brands folder (`hippodrome/content/lobby.json`). */
  relative: string;
  /** Its text (an image: its bytes) as the draft would save it; null: the draft removes it. */
  text: string | Uint8Array | null;
}

/** Where the preview is: starting (its processes are not ready yet), ready on a port, or failed with the reason. */
export type PreviewState = { state: 'starting' } | { state: 'ready'; port: number } | { state: 'failed'; message: string };

export interface PreviewSite {
  /** Where the preview is now; the frame opens `http://<the studio's host name>:<port>` once it is ready. */
  state(): PreviewState;
  /** Shows these drafts (and no earlier ones): resolves once the preview's platform and site both read them. */
  show(files: readonly PreviewFile[]): Promise<void>;
  close(): Promise<void>;
}

/** How long each process of the preview may take to answer its readiness endpoint on a busy machine. */
const START_TIMEOUT_MS = 90_000;
const READINESS_POLL_MS = 250;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

const answersOk = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (answer) => answer.ok,
    () => false,
  );

/**
 * The real site and sandbox platform, run as `npm start` runs them (in development mode, so they
 * reload brands), over a copy of the brands folder the studio writes its drafts to; and a gateway in
 * front that lets the studio's page frame it and sets the preview's visitor up. It returns at once:
 * the processes start in the background, and `state()` says when they answer their readiness
 * endpoints (the sandbox's control API, the site's /readyz), or why they could not start.
 */
export function startPreviewSite({
  brandsDir,
  studioOrigins,
}: {
  brandsDir: string;
  /** The studio page's origins: the only other pages that may frame the preview. */
  studioOrigins: readonly string[];
}): PreviewSite {
  let current: PreviewState = { state: 'starting' };
  let closing = false;
  const children: ChildProcess[] = [];
  let stopGateway = async () => {};
  let scratch: string | undefined;
  let ports: { sandbox: number; site: number } | undefined;
  const fail = (message: string) => {
    if (current.state === 'failed' || closing) return;
    current = { state: 'failed', message };
    console.error(`the live preview cannot start: ${message}`);
  };
  /**
   * A process of the preview, as `npm run sandbox` or `npm run serve` runs it; its stopping is a failure.
   * Each runs in a process group of its own, which `close` stops whole (a site's workers, a build's
   * tools); and stops by itself when the studio's process ends without `close`.
   */
  const run = (what: string, args: string[], env: NodeJS.ProcessEnv, previewBrands: string) => {
    if (closing) throw new Error('the studio is stopping');
    const child = spawn(process.execPath, ['--import', STOP_WITH_STUDIO, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, BRANDS_DIR: previewBrands, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      // stdin: the pipe STOP_WITH_STUDIO watches.
      stdio: ['pipe', 'ignore', 'inherit'],
      detached: true,
    });
    child.once('exit', (code, signal) =>
      fail(`its ${what} stopped (${signal ?? `exit code ${code}`}); see the studio's terminal`),
    );
    children.push(child);
  };
  /** Asks an endpoint until it answers 200: the process is ready. */
  const readiness = async (url: string, what: string) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answersOk(url))) {
      if (current.state === 'failed' || closing) throw new Error(current.state === 'failed' ? current.message : 'stopping');
      if (Date.now() > deadline) throw new Error(`its ${what} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, READINESS_POLL_MS));
    }
  };
  /** How many times each process has read brands/ again, from the site's /readyz and the sandbox's control API (-1 unknown). */
  const brandReloads = async () => {
    const count = (url: string, field: string) =>
      fetch(url, { signal: AbortSignal.timeout(2_000) })
        .then((answer) => answer.json() as Promise<Record<string, unknown>>)
        .then(
          (body) => (typeof body[field] === 'number' ? body[field] : -1),
          () => -1,
        );
    if (!ports) return { sandbox: -1, site: -1 };
    const [sandbox, site] = await Promise.all([
      count(`http://127.0.0.1:${ports.sandbox}/sandbox/brands`, 'reloads'),
      count(`http://127.0.0.1:${ports.site}/readyz`, 'brandsReloaded'),
    ]);
    return { sandbox, site };
  };
  /** The preview logs players in with a password of its own, on players it makes through the sandbox's control API. */
  const playerPassword = `Studio-${randomBytes(12).toString('base64url')}`;

  async function start() {
    scratch = await mkdtemp(path.join(tmpdir(), 'croupier-studio-preview-'));
    const previewBrands = path.join(scratch, 'brands');
    await cp(brandsDir, previewBrands, { recursive: true, filter: (source) => !isHidden(brandsDir, source) });
    const [sandboxPort, sitePort] = [await freePort(), await freePort()];
    ports = { sandbox: sandboxPort, site: sitePort };
    const sandboxUrl = `http://localhost:${sandboxPort}`;
    run(
      'platform',
      ['--import', 'tsx', path.join(REPO_ROOT, 'sandbox/main.ts')],
      { SANDBOX_PORT: String(sandboxPort), SANDBOX_SEED: 'studio', RULEBOOKS_DIR: STUDIO_RULEBOOKS_DIR },
      previewBrands,
    );
    // The preview runs the built site: built first when the sources changed since, as `npm start` does.
    const stale = staleBuildReason(REPO_ROOT);
    if (stale && !closing) await buildSite(stale, children);
    await readiness(`http://127.0.0.1:${sandboxPort}/sandbox/players`, 'platform');
    // Development mode: the site reads brands again when a draft is written, and drops what it built from the old ones.
    run(
      'site',
      ['--enable-source-maps', path.join(REPO_ROOT, 'dist/server/index.js')],
      {
        NODE_ENV: 'development',
        PORT: String(sitePort),
        PLATFORM_URL: sandboxUrl,
        SANDBOX_URL: sandboxUrl,
        DEVICE_HEADER,
        RULEBOOKS_DIR: STUDIO_RULEBOOKS_DIR,
      },
      previewBrands,
    );
    await readiness(`http://127.0.0.1:${sitePort}/readyz`, 'site');
    const gateway = createGateway(sitePort, playerPassword, studioOrigins);
    stopGateway = gateway.close;
    const port = await gateway.listen();
    if (closing) return;
    current = { state: 'ready', port };
    return previewBrands;
  }
  // The studio's process ending without `close` (an error nothing caught, a `process.exit`) takes the
  // preview's process groups with it: they run detached, so nothing else would stop them.
  const stopAllNow = () => {
    for (const child of children) stopGroup(child, 'SIGKILL');
  };
  process.once('exit', stopAllNow);
  const started = start().catch((error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
    return undefined;
  });

  let shown = new Map<string, string | Uint8Array | null>();
  async function show(files: readonly PreviewFile[]) {
    const previewBrands = await started;
    if (!previewBrands) throw new Error(current.state === 'failed' ? current.message : 'the preview is not running');
    const next = new Map(files.map((file) => [file.relative, file.text]));
    const writes: [string, string | Uint8Array][] = [];
    const gone: string[] = [];
    for (const [relative, text] of next)
      if (!sameContent(shown.get(relative), text)) {
        if (text === null) gone.push(relative);
        else writes.push([relative, text]);
      }
    // Every other file as the brands folder holds it now (a draft dropped since, a save, a market or a
    // whole brand added on disk, its assets too); a file gone from it goes from the preview too.
    const onDiskFiles = await filesUnder(brandsDir);
    for (const relative of onDiskFiles) {
      if (next.has(relative)) continue;
      const [onDisk, previewed] = await Promise.all([
        readFile(path.join(brandsDir, relative)),
        readFile(path.join(previewBrands, relative)).catch(() => undefined),
      ]);
      if (!previewed || !onDisk.equals(previewed)) writes.push([relative, onDisk]);
    }
    for (const relative of await filesUnder(previewBrands))
      if (!next.has(relative) && !onDiskFiles.includes(relative)) gone.push(relative);
    shown = next;
    if (!writes.length && !gone.length) return;
    const before = await brandReloads();
    await Promise.all([
      ...writes.map(async ([relative, text]) => {
        await mkdir(path.dirname(path.join(previewBrands, relative)), { recursive: true });
        await writeFile(path.join(previewBrands, relative), text);
      }),
      ...gone.map((relative) => rm(path.join(previewBrands, relative), { force: true })),
    ]);
    // Both the platform (the CMS) and the site read brands again, as their endpoints say.
    const deadline = Date.now() + RELOAD_TIMEOUT_MS;
    for (;;) {
      const now = await brandReloads();
      if (now.sandbox > before.sandbox && now.site > before.site) return;
      if (current.state === 'failed') throw new Error(current.message);
      if (closing) throw new Error('the studio is stopping');
      if (Date.now() > deadline) throw new Error(`the preview did not read the draft within ${RELOAD_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, RELOAD_POLL_MS));
    }
  }
  // One update at a time, in order: the page's drafts, and the brands folder changing under the studio.
  let showing: Promise<unknown> = Promise.resolve();
  const queued = (files: readonly PreviewFile[]) => {
    const done = showing.then(() => show(files));
    showing = done.catch(() => undefined);
    return done;
  };
  // A brand, market or image added on disk (the CLI while the studio runs) reaches the preview at once,
  // with the drafts shown now kept: no restart, no reload of the studio's page.
  let settle: NodeJS.Timeout | undefined;
  const watcher = watch(brandsDir, { ignoreInitial: true, ignored: (file) => isHidden(brandsDir, file) }).on('all', () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (current.state !== 'ready' || closing) return;
      const files = [...shown].map(([relative, text]) => ({ relative, text }));
      queued(files).catch((error: unknown) =>
        console.error(`the live preview could not read the brands folder: ${String(error)}`),
      );
    }, DISK_SETTLE_MS);
  });
  return {
    state: () => current,
    show: queued,
    async close() {
      // Its processes stop now, not once the start has run its course (a build takes a minute): `run`
      // starts none after this, and the start ends at its next step.
      closing = true;
      clearTimeout(settle);
      const stopping = stopAll(children);
      await watcher.close();
      await started;
      await stopGateway();
      await Promise.all([stopping, stopAll(children)]);
      process.off('exit', stopAllNow);
      if (scratch) await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Whether a file's previewed content is the same as another's (texts, or image bytes). */
function sameContent(a: string | Uint8Array | null | undefined, b: string | Uint8Array | null | undefined) {
  if (typeof a === 'string' || typeof b === 'string' || !a || !b) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

/** A file or folder under the brands folder whose name starts with a dot (its `.git` versions): never previewed. */
const isHidden = (dir: string, file: string) =>
  path
    .relative(dir, file)
    .split(path.sep)
    .some((segment) => segment.startsWith('.') && segment !== '..');

/** Every file under a folder, by its path relative to it (`hippodrome/markets/gb.json`), hidden ones left out. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !isHidden(dir, path.join(entry.parentPath, entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Whether a process of the preview has ended (or never started). */
const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null || child.pid === undefined;

/** Sends a signal to a child's whole process group (it runs detached, as the group's leader). */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (hasEnded(child)) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already.
  }
}

/** Stops each child's process group and waits until each child has exited. */
async function stopAll(children: readonly ChildProcess[]) {
  await Promise.all(
    children.map(async (child) => {
      if (hasEnded(child)) return;
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      stopGroup(child, 'SIGTERM');
      await stopped;
    }),
  );
}

/** `npm run build`, when the built site is missing or older than its sources: the preview runs the built site. */
function buildSite(why: string, children: ChildProcess[]) {
  console.log(`the live preview builds the site first (${why})`);
  return new Promise<void>((resolve, reject) => {
    // Its own process group, among the preview's children: stopping the studio stops npm and the build it runs.
    const build = spawn('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', detached: true });
    children.push(build);
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (exit code ${code}); see the studio's terminal`)),
    );
  });
}

/** The gateway in front of the preview site: the entry page, then every request and WebSocket passed on. */
function createGateway(sitePort: number, playerPassword: string, studioOrigins: readonly string[]) {
  const gateway = createServer((req, res) => {
    if (req.url?.startsWith(PREVIEW_ENTRY_PATH)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(previewEntryPage(new URL(req.url, 'http://preview.invalid').searchParams, playerPassword));
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: withPreviewHeaders(req.headers, sitePort),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, framableBy(answer.headers, studioOrigins));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('the preview site is not answering');
    });
    req.pipe(upstream);
  });
  // The broker hub's WebSocket goes through as bytes; closing the preview ends the ones still open.
  const relayed = new Set<{ destroy(): void }>();
  gateway.on('upgrade', (req: IncomingMessage, socket, head) => {
    relayed.add(socket);
    socket.once('close', () => relayed.delete(socket));
    const site = connect(sitePort, '127.0.0.1', () => {
      const headers = Object.entries(withPreviewHeaders(req.headers, sitePort)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      site.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      site.write(head);
      site.pipe(socket).pipe(site);
    });
    site.on('error', () => socket.destroy());
    socket.on('error', () => site.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        gateway.once('error', reject);
        gateway.listen(0, '127.0.0.1', () => resolve((gateway.address() as AddressInfo).port));
      }),
    async close() {
      for (const socket of relayed) socket.destroy();
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    },
  };
}

const cookieOf = (headers: IncomingHttpHeaders, name: string, pattern: RegExp) => {
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  return value !== undefined && pattern.test(value) ? value : undefined;
};

/**
 * The request as the preview site takes it: the brand from the preview's cookie as the host (the
 * frame is on the studio's own host name, so the browser treats it as the studio's site and keeps
 * its storage), and the device the preview's screen stands for as the site's device header.
 */
function withPreviewHeaders(headers: IncomingHttpHeaders, sitePort: number): IncomingHttpHeaders {
  const { [DEVICE_HEADER]: _claimed, ...rest } = headers;
  const brand = cookieOf(headers, BRAND_COOKIE, /^[a-z0-9-]{1,40}$/);
  return {
    ...rest,
    ...(brand ? { host: `${brand}.localhost:${sitePort}` } : {}),
    [DEVICE_HEADER]: cookieOf(headers, DEVICE_COOKIE, /^(mobile|desktop)$/) ?? 'desktop',
  };
}

/** The site's answer, made framable by the studio's page only (the site allows its own origin alone). */
function framableBy(headers: IncomingHttpHeaders, studioOrigins: readonly string[]): IncomingHttpHeaders {
  const { 'x-frame-options': _refused, ...rest } = headers;
  const policy = rest['content-security-policy'];
  if (typeof policy === 'string')
    rest['content-security-policy'] = policy.replace(
      "frame-ancestors 'self'",
      `frame-ancestors 'self' ${studioOrigins.join(' ')}`,
    );
  return rest;
}
