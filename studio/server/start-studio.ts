import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { createBrandHistory } from './brand-history.ts';
import { createBrandVersions } from './brand-versions.ts';
import { createBrandWorkspace } from './brand-workspace.ts';
import { startPreviewSite } from './preview/preview-site.ts';
import { canvasProxy } from './canvas-proxy.ts';
import { createStudioApi, sameOriginOnly } from './studio-api.ts';
import { createStudioSettings, type StudioSettings } from './studio-settings.ts';

/** What the studio's port answers while its page is being prepared: a calm page that asks again each second. */
const STARTING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="1">
<title>Brand studio · starting…</title>
<body style="font:16px/1.5 system-ui,sans-serif;background:#f5f5f7;color:#1d1d1f;display:grid;place-items:center;height:100vh;margin:0">
<main><h1 style="font-size:20px">The brand studio is starting…</h1><p>This page opens it by itself in a moment.</p></main>`;

export interface StudioOptions {
  brandsDir: string;
  /** Where the studio keeps its settings (the manager's name); absent: kept in memory for this run. */
  settingsFile?: string;
  /** 0 picks a free port. */
  port: number;
  /** Serve the editor's page too (vite, from studio/ui); the API tests leave it out. */
  ui?: boolean;
  /** Run the live preview (the real site and sandbox over the drafts); the API tests leave it out. */
  preview?: boolean;
}

export interface RunningStudio {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** The brand studio: its API and its page, bound to loopback only, never part of the site. */
export async function startStudio({
  brandsDir,
  settingsFile,
  port,
  ui = true,
  preview = ui,
}: StudioOptions): Promise<RunningStudio> {
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  // The port answers from the first moment: a "starting…" page until the editor's page is ready.
  let uiHandler: RequestHandler | undefined;
  app.use(sameOriginOnly());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://localhost:${bound}`;
  const previewSite = preview ? startPreviewSite({ brandsDir, studioOrigins: [url, `http://127.0.0.1:${bound}`] }) : undefined;
  const versions = await createBrandVersions({ brandsDir });
  // Before the API: the site's image route is under /api too.
  app.use(canvasProxy(previewSite));
  app.use(
    '/api',
    createStudioApi({
      workspace: createBrandWorkspace({ brandsDir }),
      versions,
      history: createBrandHistory({ brandsDir, versions }),
      settings: settingsFile ? createStudioSettings({ file: settingsFile }) : settingsInMemory(),
      previewSite,
    }),
  );
  app.use((request, response, next) => {
    if (uiHandler) return uiHandler(request, response, next);
    response.status(503).set({ 'retry-after': '1', 'cache-control': 'no-store' }).type('html').send(STARTING_PAGE);
  });
  let closeUi = async () => {};
  if (ui) {
    try {
      const vite = await createUi(server);
      uiHandler = vite.middlewares;
      closeUi = () => vite.close();
    } catch (error) {
      // The preview's processes are running already: a studio that cannot start stops them.
      await previewSite?.close();
      server.close();
      throw error;
    }
  } else uiHandler = (_request, response) => void response.status(404).json({ code: 'not_found', message: 'no page here' });
  return {
    server,
    url,
    async close() {
      await previewSite?.close();
      await closeUi();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The editor's page, served by vite from studio/ui in middleware mode, its hot reload on the studio's own server. */
async function createUi(server: Server) {
  const { createServer: createVite } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const { messages } = await import('../../scripts/messages-plugin.ts');
  return createVite({
    configFile: false,
    root: path.join(import.meta.dirname, '../ui'),
    // The canvas renders the site's own components: their styles are vanilla-extract's, their strings messages/ compiled.
    plugins: [react(), vanillaExtractPlugin(), messages()],
    appType: 'spa',
    logLevel: 'warn',
    // vanilla-extract writes this import into the compiled styles of components with recipes, after
    // the dependency scan has run: found only when the canvas loads, it re-bundled the dependencies
    // and reloaded the page under a manager's first edit.
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    server: { middlewareMode: true, hmr: { server }, fs: { allow: [path.resolve(import.meta.dirname, '../..')] } },
  });
}

/** Settings for a studio run without a settings file (the API tests): kept until it stops. */
function settingsInMemory() {
  let kept: StudioSettings = {};
  return {
    read: async () => kept,
    write: async (settings: StudioSettings) => (kept = settings),
  };
}
