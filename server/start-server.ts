import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { createApp } from './app.ts';
import { createBrandStore } from './brands/brand-store.ts';
import { sandboxedServices, UPSTREAM_SERVICES, type ServerConfig, type UpstreamService } from './config.ts';
import type { Logger } from './logging/logger.ts';
import { createSandbox, type Sandbox } from './sandbox/index.ts';
import type { Clock } from './sandbox/core/index.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** The sandbox platform, when any service is sandboxed. */
  sandbox?: { url: string; publicOrigin: string; instance: Sandbox };
  upstreams: Record<UpstreamService, string>;
  /** Graceful stop: no new connections, in-flight requests finish, hub sockets close. */
  close(): Promise<void>;
}

const SANDBOX_KEEP_ALIVE_MS = 120_000;

async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Upgraded (WebSocket) sockets: they never go idle, so a graceful stop ends them itself. */
function trackUpgradedSockets(server: Server) {
  const sockets = new Set<Socket>();
  server.on('upgrade', (_req, socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** Starts the site and, for every service without a configured URL, the sandbox platform behind it. */
export async function startServer(
  config: ServerConfig,
  { logger, clock }: { logger: Logger; clock?: Clock },
): Promise<RunningServer> {
  const brands = await createBrandStore({ brandsDir: config.brandsDir, logger });
  if (config.dev) brands.watch();

  let sandbox: RunningServer['sandbox'];
  let sandboxServer: Server | undefined;
  const sandboxed = sandboxedServices(config);
  if (sandboxed.length > 0) {
    sandboxServer = createServer();
    // The site keeps connections to the sandbox alive; the sandbox must not close an idle one just as
    // the site reuses it (Node closes idle sockets after 5 s by default), or that call fails with a 502.
    sandboxServer.keepAliveTimeout = SANDBOX_KEEP_ALIVE_MS;
    sandboxServer.headersTimeout = SANDBOX_KEEP_ALIVE_MS + 1000;
    const sandboxPort = await listenOn(sandboxServer, config.sandboxPort, config.host === '0.0.0.0' ? '0.0.0.0' : config.host);
    // Browsers open games, the cashier and the portal from the sandbox directly, as from the platform.
    const publicOrigin = `http://localhost:${sandboxPort}`;
    const instance = createSandbox({
      seed: config.sandboxSeed,
      brands: () => brands.registry().brands,
      publicOrigin,
      clock,
      gamesPerBrand: config.sandboxGames,
    });
    sandboxServer.on('request', instance.app);
    sandboxServer.on('upgrade', instance.handleUpgrade);
    sandbox = { url: `http://127.0.0.1:${sandboxPort}`, publicOrigin, instance };
  }
  // Games, the cashier and the portal are opened by the browser; the rest is called by this server.
  const sandboxBase = (service: UpstreamService) =>
    `${service === 'games' || service === 'cashier' || service === 'portal' ? sandbox?.publicOrigin : sandbox?.url}/${service}`;
  const upstreams = Object.fromEntries(
    UPSTREAM_SERVICES.map((service) => [service, config.upstreams[service] ?? sandboxBase(service)]),
  ) as Record<UpstreamService, string>;

  const { app, handleUpgrade, close: closeApp } = createApp({ config, brands, upstreams, sandboxUrl: sandbox?.url, logger });
  const server = createServer(app);
  server.on('upgrade', handleUpgrade);
  const upgraded = trackUpgradedSockets(server);
  const port = await listenOn(server, config.port, config.host);
  const url = `http://localhost:${port}`;

  logger.info(
    {
      sandboxed: sandboxed.length ? `${sandboxed.join(', ')} at ${sandbox?.url}` : 'none',
      configured: UPSTREAM_SERVICES.filter((service) => config.upstreams[service]).join(', ') || 'none',
      brands: brands.registry().brands.map((brand) => `http://${brand.name}.localhost:${port}`),
    },
    `Croupier at ${url} (plain localhost serves ${config.defaultBrand}); sandboxed services: ${sandboxed.join(', ') || 'none'}`,
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    sandbox,
    upstreams,
    close: () =>
      (closing ??= (async () => {
        brands.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await sandbox?.instance.close();
        for (const socket of upgraded) socket.end();
        await stopped;
        closeApp();
        if (sandboxServer) {
          const sandboxStopped = new Promise<void>((resolve) => sandboxServer.close(() => resolve()));
          sandboxServer.closeAllConnections();
          await sandboxStopped;
        }
      })()),
  };
}
