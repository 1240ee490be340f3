import type express from 'express';
import { StudioError } from '../brand-files.ts';
import type { BrandWorkspace } from '../brand-workspace.ts';
import type { PreviewSite } from '../preview/preview-site.ts';
import { answerWith, draftsOf, onRoute } from './api-routes.ts';

/** The live preview: where it is, and the drafts it shows (one update at a time, in order). */
export function previewRoutes(
  api: express.Router,
  { workspace, previewSite }: { workspace: BrandWorkspace; previewSite?: PreviewSite },
) {
  let showing: Promise<unknown> = Promise.resolve();
  onRoute(
    api,
    'previewState',
    answerWith(async () => previewSite?.state() ?? { state: 'off' }),
  );
  onRoute(
    api,
    'preview',
    answerWith(async (request) => {
      if (!previewSite) throw new StudioError(404, 'no_preview', 'this studio runs without a live preview');
      const { problems, files } = await workspace.preview(draftsOf(request.body));
      if (!files) return { applied: false, problems };
      // A preview that failed to start, or is stopping, is a refusal the page shows, not a studio error.
      const shown = showing.then(() =>
        previewSite.show(files).catch((error: unknown) => {
          throw new StudioError(503, 'preview_unavailable', error instanceof Error ? error.message : String(error));
        }),
      );
      showing = shown.catch(() => undefined);
      await shown;
      return { applied: true, problems };
    }),
  );
}
