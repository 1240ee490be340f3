import { createServer, request, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createApp, type AppConfig } from '../../server/app.ts';
import { createBrandStore, type BrandStore } from '../../server/brands/brand-store.ts';
import { UPSTREAM_SERVICES, type UpstreamService } from '../../server/config.ts';
import { listen, type Listening } from './listen.ts';
import { createTestLogger } from './test-logger.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BRANDS_DIR = path.join(REPO_ROOT, 'brands');
/** Discard port: nothing listens there, so a service left out of a test is unreachable. */
const UNREACHABLE = 'http://127.0.0.1:9';

/**
 * The site's proxy timeout in tests whose upstreams answer: long enough that an answer is never cut
 * short on a loaded machine (a 300 ms timeout turned answers of a few hundred KB into 504s there).
 */
export const ANSWERING_UPSTREAM_TIMEOUT_MS = 10_000;
/** The proxy timeout of a test about an upstream that never answers: the site gives up soon. */
export const HANGING_UPSTREAM_TIMEOUT_MS = 300;

export interface Seen {
  method: string;
  url: string;
  host: string;
  body: string;
  headers: IncomingMessage['headers'];
}

/** Servers started by a test, stopped by its afterEach. */
export function createTestServers() {
  const open: Listening[] = [];
  let brands: Promise<BrandStore> | undefined;

  return {
    async stopAll() {
      await Promise.all(open.splice(0).map((server) => server.close()));
    },

    /** A stand-in upstream that records what reaches it (`options`: its server's, e.g. a larger maxHeaderSize). */
    async recordingUpstream(
      answer: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_req, res) => res.end('{"ok":true}'),
      options: ServerOptions = {},
    ) {
      const seen: Seen[] = [];
      const server = await listen(
        createServer(options, (req, res) => {
          let body = '';
          req.on('data', (chunk) => (body += chunk));
          req.on('end', () => {
            seen.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', body, headers: req.headers });
            answer(req, res, body);
          });
        }),
      );
      open.push(server);
      return { server, seen };
    },

    /** The site (createApp) in front of the given upstreams; the others unreachable. `instance` is what createApp returned. */
    async siteWith(
      upstreams: Partial<Record<UpstreamService, string>>,
      timeoutMs = ANSWERING_UPSTREAM_TIMEOUT_MS,
      config: Partial<AppConfig> = {},
    ) {
      const { logger, lines } = createTestLogger();
      brands ??= createBrandStore({ brandsDir: BRANDS_DIR, logger });
      const all = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, upstreams[service] ?? UNREACHABLE])) as Record<
        UpstreamService,
        string
      >;
      const instance = await createApp({
        config: {
          defaultBrand: 'croupier',
          proxyTimeoutMs: timeoutMs,
          rememberUsernameSecret: 'test-secret',
          brandsDir: BRANDS_DIR,
          clientDir: path.join(REPO_ROOT, 'dist/client'),
          nodeModulesDir: path.join(REPO_ROOT, 'node_modules'),
          upstreams: all,
          trustProxy: false,
          ...config,
        },
        brands: await brands,
        logger,
      });
      const server = instance.serve(createServer());
      const site = await listen(server);
      open.push({ ...site, close: async () => (await instance.close(), site.close()) });
      return { site, lines, instance };
    },
  };
}

/**
 * A raw request, so a test can send the Host header and request line it likes, and see the body as
 * sent (`bytes`: a compressed answer is not decoded).
 */
export function rawRequest(
  site: Pick<Listening, 'port'>,
  {
    method = 'GET',
    path: requestPath,
    host,
    body,
    headers = {},
  }: { method?: string; path: string; host: string; body?: string; headers?: Record<string, string> },
) {
  return new Promise<{ status: number; body: string; bytes: Buffer; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: site.port,
        method,
        path: requestPath,
        headers: {
          host,
          'content-type': 'application/json',
          ...headers,
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
