import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND_COOKIE, DEVICE_COOKIE, previewEntryPage } from './preview-entry.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Where the preview page starts: it sets the visitor up, then opens the page. */
export const PREVIEW_ENTRY_PATH = '/__studio/enter';
/** The header the preview site reads the device from (its DEVICE_HEADER), set from the preview's cookie. */
const DEVICE_HEADER = 'x-studio-device';
/** How long a draft may take to reach both the preview's platform and site. */
const RELOAD_TIMEOUT_MS = 15_000;

export interface PreviewFile {
  /** The file under the brands folder (`hippodrome/content/lobby.json`). */
  relative: string;
  /** Its text as the draft would save it; undefined: as on disk. */
  text: string;
}

export interface PreviewSite {
  /** The port the frame opens the preview on (`http://localhost:<port>`, the brand in a cookie). */
  port: number;
  /** Shows these drafts (and no earlier ones): resolves once the preview's platform and site both read them. */
  show(files: readonly PreviewFile[]): Promise<void>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/**
 * The real site and sandbox platform, run as `npm start` runs them (in development mode, so they
 * reload brands), over a copy of the brands folder the studio writes its drafts to; and a gateway in
 * front that lets the studio's page frame it and sets the preview's visitor up.
 */
export async function startPreviewSite({
  brandsDir,
  studioOrigins,
}: {
  brandsDir: string;
  /** The studio page's origins: the only other pages that may frame the preview. */
  studioOrigins: readonly string[];
}): Promise<PreviewSite> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'croupier-studio-preview-'));
  const previewBrands = path.join(scratch, 'brands');
  await cp(brandsDir, previewBrands, { recursive: true });
  const sitePort = await freePort();
  let reloads = 0;
  let output = '';
  const waiters = new Set<() => void>();
  const children: ChildProcess[] = [];
  /** The platform and the site, each as its own process, as `npm run sandbox` and `npm run serve` run them. */
  const run = (args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, BRANDS_DIR: previewBrands, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      reloads += chunk
        .toString()
        .split('\n')
        .filter((line) => line.includes('"brands reloaded"')).length;
      for (const wake of waiters) wake();
    });
    children.push(child);
  };
  const waitFor = (done: () => boolean, what: string, timeoutMs = RELOAD_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`the preview did not ${what} in time:\n${output.slice(-2000)}`));
      }, timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });

  run(['--import', 'tsx', path.join(REPO_ROOT, 'sandbox/main.ts')], {
    SANDBOX_PORT: String(await freePort()),
    SANDBOX_SEED: 'studio',
  });
  await waitFor(() => /SANDBOX_URL=\S+/.test(output), 'start its platform', 60_000);
  const platformUrl = /PLATFORM_URL=(\S+)/.exec(output)?.[1] ?? '';
  const sandboxUrl = /SANDBOX_URL=(\S+)/.exec(output)?.[1] ?? '';
  if (!existsSync(path.join(REPO_ROOT, 'dist/server/index.js')))
    spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  // Development mode: the site reads brands again when a draft is written, and drops what it built from the old ones.
  run(['--enable-source-maps', path.join(REPO_ROOT, 'dist/server/index.js')], {
    NODE_ENV: 'development',
    PORT: String(sitePort),
    PLATFORM_URL: platformUrl,
    SANDBOX_URL: sandboxUrl,
    DEVICE_HEADER,
  });
  await waitFor(() => output.includes('Croupier at'), 'start its site', 60_000);
  // The sandbox says its seeded players' password as it starts: the preview logs one of them in.
  const seededPassword = /use the password ([^)\s]+)/.exec(output)?.[1] ?? '';

  const gateway = createServer((req, res) => {
    if (req.url?.startsWith(PREVIEW_ENTRY_PATH)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(previewEntryPage(new URL(req.url, 'http://preview.invalid').searchParams, seededPassword));
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
  const port = await new Promise<number>((resolve, reject) => {
    gateway.once('error', reject);
    gateway.listen(0, '127.0.0.1', () => resolve((gateway.address() as AddressInfo).port));
  });

  let shown = new Map<string, string>();
  return {
    port,
    async show(files) {
      const next = new Map(files.map((file) => [file.relative, file.text]));
      const writes: [string, string][] = [];
      for (const [relative, text] of next) if (shown.get(relative) !== text) writes.push([relative, text]);
      // Every other file as the brands folder holds it now: a draft dropped since, a save, a market added.
      for (const relative of (await readdir(brandsDir, { recursive: true })).filter((name) => name.endsWith('.json'))) {
        if (next.has(relative)) continue;
        const [onDisk, previewed] = await Promise.all([
          readFile(path.join(brandsDir, relative), 'utf8'),
          readFile(path.join(previewBrands, relative), 'utf8').catch(() => undefined),
        ]);
        if (onDisk !== previewed) writes.push([relative, onDisk]);
      }
      shown = next;
      if (!writes.length) return;
      const before = reloads;
      await Promise.all(
        writes.map(async ([relative, text]) => {
          await mkdir(path.dirname(path.join(previewBrands, relative)), { recursive: true });
          await writeFile(path.join(previewBrands, relative), text);
        }),
      );
      // Both the platform (the CMS) and the site read brands again: two reloads at least.
      await waitFor(() => reloads >= before + 2, 'read the draft');
    },
    async close() {
      for (const socket of relayed) socket.destroy();
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await Promise.all(
        children.map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const stopped = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await stopped;
        }),
      );
      await rm(scratch, { recursive: true, force: true });
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
