import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp } from './app.ts';
import { createBrandStore } from './brands/brand-store.ts';
import { UPSTREAM_SERVICES, type ServerConfig, type UpstreamService } from './config.ts';
import type { Logger } from './logging/logger.ts';

export interface RunningServer {
  url: string;
  port: number;
  upstreams: Record<UpstreamService, string>;
  /**
   * Graceful stop: /readyz answers 503 at once, no new connections, in-flight requests finish,
   * hub sockets close. Resolves when everything has finished.
   */
  close(): Promise<void>;
}

/**
 * Behind a load balancer the proxy keeps connections open and reuses them: the site must not close
 * an idle one just as the proxy sends on it (Node's default is 5 s, nginx's upstream keepalive 60 s).
 */
const KEEP_ALIVE_MS = 65_000;
const IDLE_SWEEP_MS = 50;

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

/** Starts the site in front of the platform the configuration names. */
export async function startServer(config: ServerConfig, { logger }: { logger: Logger }): Promise<RunningServer> {
  const brands = await createBrandStore({ brandsDir: config.brandsDir, rulebooksDir: config.rulebooksDir, logger });
  if (config.dev) await brands.watch();

  const site = await createApp({ config, brands, logger });
  const server = site.serve(createServer({ keepAliveTimeout: KEEP_ALIVE_MS }));
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const upgraded = trackUpgradedSockets(server);
  let draining = false;
  // A stopping instance tells each client (the load balancer) to open its next request elsewhere.
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });
  const port = await listenOn(server, config.port, config.host);
  const url = `http://localhost:${port}`;

  logger.info(
    {
      platform: Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, config.upstreams[service]])),
      brands: brands.registry().brands.map((brand) => `http://${brand.name}.localhost:${port}`),
      pid: process.pid,
    },
    `Croupier at ${url} (plain localhost serves ${config.defaultBrand})`,
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    upstreams: config.upstreams,
    close: () =>
      (closing ??= (async () => {
        draining = true;
        site.stopAcceptingTraffic();
        brands.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        // Connections busy now turn idle once their answer is sent: close each as soon as it does.
        const closeIdle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.closeIdleConnections();
        for (const socket of upgraded) socket.end();
        await stopped;
        clearInterval(closeIdle);
        await site.close();
      })()),
  };
}
