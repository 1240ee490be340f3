import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { createBrandWorkspace } from './brand-workspace.ts';
import { startPreviewSite } from './preview-site.ts';
import { createStudioApi, sameOriginOnly } from './studio-api.ts';

export interface StudioOptions {
  brandsDir: string;
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
export async function startStudio({ brandsDir, port, ui = true, preview = ui }: StudioOptions): Promise<RunningStudio> {
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://localhost:${bound}`;
  const previewSite = preview
    ? await startPreviewSite({ brandsDir, studioOrigins: [url, `http://127.0.0.1:${bound}`] })
    : undefined;
  app.use(sameOriginOnly());
  app.use('/api', createStudioApi(createBrandWorkspace({ brandsDir }), previewSite));
  let closeUi = async () => {};
  if (ui) {
    const { createServer: createVite } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    const vite = await createVite({
      configFile: false,
      root: path.join(import.meta.dirname, 'ui'),
      plugins: [react()],
      appType: 'spa',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: { server }, fs: { allow: [path.resolve(import.meta.dirname, '..')] } },
    });
    app.use(vite.middlewares);
    closeUi = () => vite.close();
  }
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
