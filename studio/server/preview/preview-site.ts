import { watch } from 'chokidar';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { copyBrands, isHidden, showDrafts, type PreviewFile } from './preview-files.ts';
import { createGateway } from './preview-gateway.ts';
import { startPreviewProcesses, stopAll, stopGroup } from './preview-processes.ts';
import { PreviewRun, type PreviewState } from './preview-run.ts';

export type { PreviewFile, PreviewState };

/** A CLI writes a brand's files one after another: the preview follows once they have settled. */
const DISK_SETTLE_MS = 400;

export interface PreviewSite {
  /** Where the preview is now; the frame opens `http://<the studio's host name>:<port>` once it is ready. */
  state(): PreviewState;
  /** Shows these drafts (and no earlier ones): resolves once the preview's platform and site both read them. */
  show(files: readonly PreviewFile[]): Promise<void>;
  close(): Promise<void>;
}

interface PreviewSiteOptions {
  brandsDir: string;
  /** The studio page's origins: the only other pages that may frame the preview. */
  studioOrigins: readonly string[];
}

/** The copy of the brands folder, the processes over it, then the gateway in front: resolves with the copy's folder. */
async function startPreview(run: PreviewRun, { brandsDir, studioOrigins }: PreviewSiteOptions, playerPassword: string) {
  const previewBrands = await copyBrands(run, brandsDir);
  await startPreviewProcesses(run, previewBrands);
  const gateway = createGateway(run.ports!.site, playerPassword, studioOrigins);
  run.stopGateway = gateway.close;
  const port = await gateway.listen();
  if (run.closing) return;
  run.state = { state: 'ready', port };
  return previewBrands;
}

/** Runs each task after the one before has ended, whether it failed or not: one update at a time, in order. */
function inOrder() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const done = last.then(task);
    last = done.catch(() => undefined);
    return done;
  };
}

/**
 * A brand, market or image added on disk (the CLI while the studio runs) reaches the preview at once,
 * with the drafts shown now kept: no restart, no reload of the studio's page.
 */
function followBrandsFolder(run: PreviewRun, brandsDir: string, show: (files: readonly PreviewFile[]) => Promise<void>) {
  let settle: NodeJS.Timeout | undefined;
  const watcher = watch(brandsDir, { ignoreInitial: true, ignored: (file) => isHidden(brandsDir, file) }).on('all', () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (run.state.state !== 'ready' || run.closing) return;
      const files = [...run.shown].map(([relative, text]) => ({ relative, text }));
      show(files).catch((error: unknown) => console.error(`the live preview could not read the brands folder: ${String(error)}`));
    }, DISK_SETTLE_MS);
  });
  return async () => {
    clearTimeout(settle);
    await watcher.close();
  };
}

/**
 * The real site and sandbox platform, run as `npm start` runs them (in development mode, so they
 * reload brands), over a copy of the brands folder the studio writes its drafts to; and a gateway in
 * front that lets the studio's page frame it and sets the preview's visitor up. It returns at once:
 * the processes start in the background, and `state()` says when they answer their readiness
 * endpoints (the sandbox's control API, the site's /readyz), or why they could not start.
 */
export function startPreviewSite(options: PreviewSiteOptions): PreviewSite {
  const run = new PreviewRun();
  /** The preview logs players in with a password of its own, on players it makes through the sandbox's control API. */
  const playerPassword = `Studio-${randomBytes(12).toString('base64url')}`;
  // The studio's process ending without `close` (an error nothing caught, a `process.exit`) takes the
  // preview's process groups with it: they run detached, so nothing else would stop them.
  const stopAllNow = () => {
    for (const child of run.children) stopGroup(child, 'SIGKILL');
  };
  process.once('exit', stopAllNow);
  const started = startPreview(run, options, playerPassword).catch((error: unknown) => {
    run.fail(error instanceof Error ? error.message : String(error));
    return undefined;
  });
  const queue = inOrder();
  const show = (files: readonly PreviewFile[]) =>
    queue(async () => {
      const previewBrands = await started;
      if (!previewBrands) throw new Error(run.state.state === 'failed' ? run.state.message : 'the preview is not running');
      // A draft queued while the preview closes writes nothing into the folder being removed.
      if (run.closing) throw new Error('the studio is stopping');
      await showDrafts(run, options.brandsDir, previewBrands, files);
    });
  const stopFollowing = followBrandsFolder(run, options.brandsDir, show);
  return {
    state: () => run.state,
    show,
    async close() {
      // Its processes stop now, not once the start has run its course (a build takes a minute): nothing
      // starts after this, and the start ends at its next step.
      run.closing = true;
      const stopping = stopAll(run.children);
      await stopFollowing();
      await started;
      await run.stopGateway();
      await Promise.all([stopping, stopAll(run.children)]);
      process.off('exit', stopAllNow);
      // The draft being shown, if any, ends (refused at its next step) before its folder goes.
      await queue(async () => undefined);
      if (run.scratch) await rm(run.scratch, { recursive: true, force: true });
    },
  };
}
