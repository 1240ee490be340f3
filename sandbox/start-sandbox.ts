import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrandStore, type BrandStoreLogger } from '../engine/brand-files/index.ts';
import { nodeIdsOfChangedFiles, sendPublishHook, type PublishHookTarget } from './content/index.ts';
import type { Clock } from './core/index.ts';
import { createSandbox, type Sandbox } from './create-sandbox.ts';

export interface StartSandboxOptions {
  /** 0: any free port. */
  port: number;
  host: string;
  seed: string;
  brandsDir: string;
  /** The regulators' rulebooks; absent, `rulebooks/` beside brandsDir. */
  rulebooksDir?: string | undefined;
  /** Reload brands/ on every change, so content edits show without a restart (the demo). */
  watchBrands?: boolean;
  gamesPerBrand?: number | undefined;
  /** Every reload of brands/ sends the site the signed webhook a CMS sends when content is published. */
  publishHook?: PublishHookTarget | undefined;
  clock?: Clock;
  logger: BrandStoreLogger;
}

export interface RunningSandbox {
  /** The sandbox's base URL: what a site's `PLATFORM_URL` is. */
  url: string;
  port: number;
  /** What a site needs in its environment to use this sandbox as its platform. */
  siteEnv: { PLATFORM_URL: string; SANDBOX_URL: string };
  instance: Sandbox;
  /** Reads brands/ again now (the brand studio's preview, after it wrote a draft). */
  reloadBrands(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A site keeps its connections to the platform alive; the sandbox must not close an idle one just as
 * the site reuses it (Node closes idle sockets after 5 s by default), or that call fails with a 502.
 */
const KEEP_ALIVE_MS = 120_000;

/** The sandbox platform listening on its own port, over the brands under `brandsDir`. */
export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const brands = await createBrandStore({
    brandsDir: options.brandsDir,
    ...(options.rulebooksDir ? { rulebooksDir: options.rulebooksDir } : {}),
    logger: options.logger,
  });
  if (options.publishHook) {
    const target = options.publishHook;
    brands.onReload((files) => {
      const nodeIds = nodeIdsOfChangedFiles(brands.registry().brands, files);
      if (nodeIds.length) void sendPublishHook(target, nodeIds, options.logger);
    });
  }
  if (options.watchBrands) await brands.watch();
  const server: Server = createServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // Browsers open games, the cashier and the portal from the sandbox directly, as from the platform,
  // and the site calls the same origin: one URL serves both.
  const url = `http://localhost:${port}`;
  const instance = createSandbox({
    seed: options.seed,
    brands: () => brands.registry().brands,
    brandsReloaded: () => brands.reloads(),
    publicOrigin: url,
    clock: options.clock,
    gamesPerBrand: options.gamesPerBrand,
    reportFailure: (error) => options.logger.error({ error: String((error as Error | null)?.stack ?? error) }, 'request failed'),
  });
  server.on('request', instance.app);
  server.on('upgrade', instance.handleUpgrade);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    siteEnv: { PLATFORM_URL: url, SANDBOX_URL: url },
    instance,
    reloadBrands: () => brands.reload(),
    close: () =>
      (closing ??= (async () => {
        brands.close();
        await instance.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
      })()),
  };
}
