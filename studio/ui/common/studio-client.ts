import type { Problem } from '../../../engine/manifest/index.ts';
import type { PageData } from '../../../engine/page/index.ts';
import type { AssetDraft } from '../../shared/asset-draft.ts';
import type { AssetPurpose } from '../../server/asset-upload.ts';
import type { BrandHistory } from '../../server/brand-history.ts';
import type { HistoryEntry, VersionsState } from '../../server/brand-versions.ts';
import type { BrandRow, BrandWorkspace, DraftFile, MarketCell, PageRow } from '../../server/brand-workspace.ts';
import type { FontChoice } from '../../server/installed-fonts.ts';
import type { NewBrandRequest } from '../../server/new-brand.ts';
import type { PreviewState as SitePreviewState } from '../../server/preview/preview-site.ts';
import type { CanvasBody, ExplainBody } from '../../server/api/canvas-routes.ts';
import type { SaveAnswer } from '../../server/api/save-routes.ts';
import { STUDIO_ROUTES, studioUrl, type StudioRouteName, type StudioRouteValues } from '../../shared/studio-routes.ts';
import type { StudioSettings } from '../../server/studio-settings.ts';
import type { PictureDevice, VersionPictures } from '../../shared/version-pictures.ts';

// The server's own types, imported: the page and the API never drift apart.
export type {
  AssetDraft,
  AssetPurpose,
  CanvasBody,
  ExplainBody,
  BrandRow,
  FontChoice,
  HistoryEntry,
  MarketCell,
  NewBrandRequest,
  PageRow,
  PictureDevice,
  Problem,
  SaveAnswer,
  VersionPictures,
  VersionsState,
};

type Answer<Operation extends keyof BrandWorkspace> = Awaited<ReturnType<BrandWorkspace[Operation]>>;
type HistoryAnswer<Operation extends keyof BrandHistory> = Awaited<ReturnType<BrandHistory[Operation]>>;

/** A file as the studio opens it: its text, its value, and the version it was read at. */
export type OpenedFile = Answer<'open'>;
/** A draft as the page sends it: the version it was opened at is always named (null: a new file). */
export type Draft = Required<DraftFile>;
/** What Explain says of the page for one visitor. */
export type Explanation = Answer<'explain'>;
export type ExplainedDecision = Explanation['decisions'][number];
/** A draft's file on disk and as Save would write it (null: absent, or removed); an image as a data: URL. */
export type FileDiff = Answer<'diff'>[number];
/** The regulators' rulebooks a market may name. */
export type Rulebooks = Answer<'rulebooks'>;
/** A market's locales, each with the strings and page records it lacks. */
export type MarketLanguages = Answer<'languages'>;
export type LocaleLanguage = MarketLanguages['locales'][number];
/** What the New brand form starts from. */
export type NewBrandDefaults = Answer<'newBrandDefaults'>;
/** The live preview: starting, ready on a port, failed with the reason, or off (a studio run without it). */
export type PreviewState = SitePreviewState | { state: 'off' };

/** The studio's settings on this computer, and whether saves keep versions. */
export type SettingsAnswer = StudioSettings & { versions: VersionsState };
/** A market as the add-market form asks for it: what the workspace drafts, less the brand named in the route. */
export type MarketRequest = Omit<Parameters<BrandWorkspace['draftMarket']>[0], 'brand'>;

export class StudioRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
    /** The form field the refusal concerns, when it names one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** What each route of the studio's table answers, from the server's own types. */
interface StudioAnswers {
  brands: { brands: BrandRow[] };
  file: OpenedFile;
  image: never;
  rulebooks: { rulebooks: Rulebooks };
  validate: { problems: Problem[] };
  save: SaveAnswer;
  settings: SettingsAnswer;
  setSettings: SettingsAnswer;
  history: HistoryAnswer<'of'>;
  version: HistoryAnswer<'at'>;
  pictures: VersionPictures;
  previewState: PreviewState;
  preview: { applied: boolean; problems: Problem[] };
  diff: { files: FileDiff[] };
  newBrandDefaults: NewBrandDefaults;
  draftBrand: { files: Draft[] };
  upload: Answer<'upload'>;
  draftMarket: Answer<'draftMarket'>;
  addMarket: Answer<'addMarket'>;
  languages: MarketLanguages;
  canvasData: PageData;
  explain: Explanation;
}

/** How a route is called: its URL's parameters and query, and the JSON body it sends. */
type CallValues<Name extends StudioRouteName> = StudioRouteValues<Name> & { body?: unknown };

async function answerOf<T>(response: Response): Promise<T> {
  const answer = (await response.json()) as T & { code?: string; message?: string; problems?: Problem[]; field?: string };
  if (!response.ok)
    throw new StudioRefusal(answer.code ?? 'error', answer.message ?? response.statusText, answer.problems, answer.field);
  return answer;
}

async function call<Name extends StudioRouteName>(name: Name, values?: CallValues<Name>): Promise<StudioAnswers[Name]> {
  const body = values?.body;
  const response = await fetch(studioUrl(name, values), {
    method: STUDIO_ROUTES[name].method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf<StudioAnswers[Name]>(response);
}

export const studioClient = {
  brands: () => call('brands').then((answer) => answer.brands),
  open: (file: string) => call('file', { query: { path: file } }),
  validate: (files: Draft[]) => call('validate', { body: { files } }).then((answer) => answer.problems),
  save: (files: Draft[], message: string) => call('save', { body: { files, message } }),
  settings: () => call('settings'),
  setManagerName: (managerName: string) => call('setSettings', { body: { managerName } }),
  history: (file: string) => call('history', { query: { path: file } }),
  version: (file: string, commit: string) => call('version', { query: { path: file, commit } }),
  /** A version of a file before and after, for History's pictures (none for a brand's or market's settings). */
  pictures: (file: string, commit: string, device: PictureDevice) => call('pictures', { query: { path: file, commit, device } }),
  addMarket: (brand: string, market: MarketRequest) => call('addMarket', { params: { brand }, body: market }),
  draftMarket: (brand: string, market: MarketRequest) => call('draftMarket', { params: { brand }, body: market }),
  newBrandDefaults: () => call('newBrandDefaults'),
  rulebooks: () => call('rulebooks').then((answer) => answer.rulebooks),
  /** A market's languages for the locales as edited (the first the default). */
  languages: (brand: string, market: string, locales: readonly string[]) =>
    call('languages', { params: { brand, market }, query: { locales: locales.join(',') } }),
  draftBrand: (form: NewBrandRequest) => call('draftBrand', { body: form }).then((answer) => answer.files),
  /** Sends an image chosen in the page; the studio checks and converts it, and answers its draft. */
  upload: async (file: Blob, purpose: AssetPurpose) => {
    const response = await fetch(studioUrl('upload', { query: { purpose } }), {
      method: STUDIO_ROUTES.upload.method,
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    return answerOf<StudioAnswers['upload']>(response);
  },
  diff: (files: Draft[]) => call('diff', { body: { files } }).then((answer) => answer.files),
  previewState: () => call('previewState'),
  preview: (files: Draft[]) => call('preview', { body: { files } }),
  canvasData: (request: CanvasBody) => call('canvasData', { body: request }),
  explain: (request: ExplainBody) => call('explain', { body: request }),
};
