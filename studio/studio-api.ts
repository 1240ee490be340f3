import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ASSET_PURPOSES, MAX_UPLOAD_BYTES, type AssetPurpose } from './asset-upload.ts';
import { StudioError } from './brand-files.ts';
import type { BrandHistory } from './brand-history.ts';
import type { BrandVersions } from './brand-versions.ts';
import type { BrandWorkspace, DraftFile } from './brand-workspace.ts';
import { loadCanvasData } from './canvas-data.ts';
import { createHistoryPictures } from './history-pictures.ts';
import { newBrandRequestOf } from './new-brand.ts';
import type { PreviewSite } from './preview-site.ts';
import { marketLanguagesRequestOf } from './read-market-languages.ts';
import { managerNameOf, type StudioSettingsStore } from './studio-settings.ts';

/** A draft save carries whole documents; a few hundred kilobytes is far more than any brand file. */
const BODY_LIMIT = '2mb';

const draftsOf = (body: unknown): DraftFile[] => {
  const files = (body as { files?: unknown } | undefined)?.files;
  if (!Array.isArray(files) || files.some((file) => !file || typeof file !== 'object' || typeof file.path !== 'string'))
    throw new StudioError(400, 'bad_request', 'the body is { files: [{ path, value, baseVersion }] }');
  return files as DraftFile[];
};

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalId = (value: unknown, field: string) => {
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1)
    throw new StudioError(400, 'usage', `the ${field} must be a positive whole number, got "${String(value)}"`);
  return id;
};

/** A market as the add-market form sends it, checked field by field. */
function marketRequestOf(brand: string, body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const nodeId = optionalId(fields.nodeId, 'content node id');
  if (nodeId === undefined) throw new StudioError(400, 'usage', 'the market needs a content node id');
  const locale = optionalString(fields.locale);
  if (!locale) throw new StudioError(400, 'usage', 'the market needs a locale, such as en-MT');
  return {
    brand,
    country: optionalString(fields.country),
    locale,
    nodeId,
    row: fields.row === true,
    currency: optionalString(fields.currency),
    casinoId: optionalId(fields.casinoId, 'desktop casino id'),
    mobileCasinoId: optionalId(fields.mobileCasinoId, 'mobile casino id'),
  };
}

/**
 * Refuses requests a web page elsewhere could make: another Host (DNS rebinding) or another Origin
 * (a cross-site form post). The studio answers its own page only.
 */
export function sameOriginOnly(): RequestHandler {
  return (request, response, next) => {
    const host = request.headers.host ?? '';
    const origin = request.headers.origin;
    const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
    if (!local || (origin !== undefined && origin !== `http://${host}`)) {
      response.status(403).json({ code: 'forbidden', message: 'the studio answers its own page on localhost only' });
      return;
    }
    next();
  };
}

/** The longest save message kept; the first line is what a log shows. */
const MAX_MESSAGE_LENGTH = 2_000;

export interface StudioApiParts {
  workspace: BrandWorkspace;
  versions: BrandVersions;
  history: BrandHistory;
  settings: StudioSettingsStore;
  previewSite?: PreviewSite;
}

/** The studio's HTTP API over one brands folder. */
export function createStudioApi({ workspace, versions, history, settings, previewSite }: StudioApiParts) {
  const api = express.Router();
  api.use(express.json({ limit: BODY_LIMIT }));
  const handle =
    (work: (request: express.Request) => Promise<unknown>, status = 200): RequestHandler =>
    (request, response, next) => {
      work(request).then((body) => response.status(status).json(body), next);
    };

  api.get(
    '/brands',
    handle(async () => ({ brands: await workspace.brands() })),
  );
  api.get(
    '/file',
    handle((request) => workspace.open(request.query.path)),
  );
  // A brand's picture, for the page editor's image fields. An SVG is shown as an image, never run as a page.
  api.get('/image', (request, response, next) => {
    workspace.image(request.query.path).then(({ bytes, type }) => {
      response
        .set({
          'content-type': type,
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-cache',
        })
        .send(bytes);
    }, next);
  });
  // The regulators' rulebooks a market may name, for the market's Player protection screen.
  api.get(
    '/rulebooks',
    handle(async () => ({ rulebooks: await workspace.rulebooks() })),
  );
  api.post(
    '/validate',
    handle(async (request) => ({ problems: await workspace.validate(draftsOf(request.body)) })),
  );
  // Every save is a version by the manager, with a message; without versions, a save only writes.
  api.post(
    '/save',
    handle(async (request) => {
      const drafts = draftsOf(request.body);
      const { managerName } = await settings.read();
      const keeping = versions.state().available;
      if (keeping && !managerName)
        throw new StudioError(400, 'no_name', 'say who you are once (your name is kept for the next saves), then save');
      const message = String((request.body as { message?: unknown }).message ?? '')
        .trim()
        .slice(0, MAX_MESSAGE_LENGTH);
      if (keeping && !message) throw new StudioError(400, 'no_message', 'a save needs a message saying what changed');
      const saved = await workspace.save(drafts);
      const commit = keeping ? await history.commit(saved.written, message, managerName as string) : undefined;
      return { ...saved, ...(commit ? { commit } : {}) };
    }),
  );
  api.get(
    '/settings',
    handle(async () => ({ ...(await settings.read()), versions: versions.state() })),
  );
  api.put(
    '/settings',
    handle(async (request) => {
      const managerName = managerNameOf((request.body as { managerName?: unknown } | undefined)?.managerName);
      if (!managerName) throw new StudioError(400, 'usage', 'a name of up to 80 characters, without < or >, is needed');
      return { ...(await settings.write({ ...(await settings.read()), managerName })), versions: versions.state() };
    }),
  );
  api.get(
    '/history',
    handle((request) => history.of(request.query.path)),
  );
  api.get(
    '/history/version',
    handle((request) => history.at(request.query.path, request.query.commit)),
  );
  // A version of a page before and after, for History's pictures: only a listed file and one of its versions.
  const pictures = createHistoryPictures({ workspace, versions });
  api.get(
    '/history/pictures',
    handle((request) => pictures.of(request.query.path, request.query.commit, request.query.device ?? 'phone')),
  );
  // The live preview: where it is, and the drafts it shows (one update at a time, in order).
  let showing: Promise<unknown> = Promise.resolve();
  api.get(
    '/preview',
    handle(async () => previewSite?.state() ?? { state: 'off' }),
  );
  api.post(
    '/preview',
    handle(async (request) => {
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
  api.post(
    '/diff',
    handle(async (request) => ({ files: await workspace.diff(draftsOf(request.body)) })),
  );
  api.get(
    '/brands/new',
    handle(() => workspace.newBrandDefaults()),
  );
  api.post(
    '/brands/draft',
    handle((request) => workspace.draftBrand(newBrandRequestOf(request.body))),
  );
  // An image from the page, as its bytes: read past the 2 MB rule so a larger file is refused in words.
  api.post(
    '/assets',
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES * 4 }),
    handle(async (request) => {
      const purpose = String(request.query.purpose ?? 'image') as AssetPurpose;
      if (!ASSET_PURPOSES.includes(purpose))
        throw new StudioError(400, 'usage', `purpose must be one of ${ASSET_PURPOSES.join(', ')}, got "${purpose}"`);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return workspace.upload(bytes, purpose);
    }),
  );
  api.post(
    '/brands/:brand/markets/draft',
    handle((request) => workspace.draftMarket(marketRequestOf(String(request.params.brand), request.body))),
  );
  api.post(
    '/brands/:brand/markets',
    handle((request) => workspace.addMarket(marketRequestOf(String(request.params.brand), request.body)), 201),
  );
  // A market's languages, for its Languages screen: the strings and page records each locale lacks.
  api.get(
    '/brands/:brand/markets/:market/languages',
    handle((request) => workspace.languages(marketLanguagesRequestOf(request.params, request.query))),
  );
  // The page data the canvas renders the brand's components with, over the drafts.
  api.post(
    '/canvas-data',
    handle((request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return loadCanvasData(workspace, {
        brand: String(body.brand),
        path: typeof body.path === 'string' ? body.path : '/',
        country: optionalString(body.country),
        mobile: body.mobile === true,
        drafts: body.files === undefined ? [] : draftsOf(body),
      });
    }),
  );
  api.post(
    '/explain',
    handle((request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return workspace.explain({
        brand: String(body.brand),
        path: String(body.path),
        country: optionalString(body.country),
        loggedIn: body.loggedIn === true,
        mobile: body.mobile === true,
        drafts: body.files === undefined ? [] : draftsOf(body),
      });
    }),
  );
  api.use((_request, response) => {
    response.status(404).json({ code: 'not_found', message: 'no such studio API route' });
  });
  const errors: ErrorRequestHandler = (error, request, response, _next) => {
    if (error instanceof StudioError) {
      response.status(error.status).json({ code: error.code, message: error.message, ...error.details });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if ((error as { type?: string }).type === 'entity.too.large' && request.path === '/assets') {
      response.status(413).json({ code: 'image_refused', message: 'the file is larger than 8 MB; an image may be 2 MB at most' });
      return;
    }
    if (status && status >= 400 && status < 500) {
      response.status(status).json({ code: 'bad_request', message: 'the request body is not valid JSON or too large' });
      return;
    }
    console.error(error);
    response.status(500).json({ code: 'studio_error', message: 'the studio could not do that; see its terminal' });
  };
  api.use(errors);
  return api;
}
