import type { Problem } from '../../engine/manifest/index.ts';
import type { PageData } from '../../engine/page/index.ts';
import type { AssetDraft } from '../asset-drafts.ts';
import type { HistoryEntry, VersionsState } from '../brand-versions.ts';
import type { BrandRow, BrandWorkspace, DraftFile, MarketCell, PageRow } from '../brand-workspace.ts';
import type { FontChoice } from '../installed-fonts.ts';
import type { NewBrandRequest } from '../new-brand.ts';
import type { PreviewState as SitePreviewState } from '../preview-site.ts';
import type { StudioSettings } from '../studio-settings.ts';
import type { PictureDevice, VersionPictures } from '../version-pictures.ts';

// The server's own types, imported: the page and the API never drift apart.
export type {
  AssetDraft,
  BrandRow,
  FontChoice,
  HistoryEntry,
  MarketCell,
  NewBrandRequest,
  PageRow,
  PictureDevice,
  Problem,
  VersionPictures,
  VersionsState,
};

type Answer<Operation extends keyof BrandWorkspace> = Awaited<ReturnType<BrandWorkspace[Operation]>>;

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

async function call<T>(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { code?: string; message?: string; problems?: Problem[]; field?: string };
  if (!response.ok)
    throw new StudioRefusal(answer.code ?? 'error', answer.message ?? response.statusText, answer.problems, answer.field);
  return answer;
}

export const studioClient = {
  brands: () => call<{ brands: BrandRow[] }>('GET', '/brands').then((answer) => answer.brands),
  open: (file: string) => call<OpenedFile>('GET', `/file?path=${encodeURIComponent(file)}`),
  validate: (files: Draft[]) => call<{ problems: Problem[] }>('POST', '/validate', { files }).then((answer) => answer.problems),
  save: (files: Draft[], message: string) =>
    call<{ written: string[]; unchanged: number; commit?: string }>('POST', '/save', { files, message }),
  settings: () => call<SettingsAnswer>('GET', '/settings'),
  setManagerName: (managerName: string) => call<SettingsAnswer>('PUT', '/settings', { managerName }),
  history: (file: string) =>
    call<VersionsState & { versions: HistoryEntry[] }>('GET', `/history?path=${encodeURIComponent(file)}`),
  version: (file: string, commit: string) =>
    call<{ path: string; commit: string; value: unknown }>(
      'GET',
      `/history/version?path=${encodeURIComponent(file)}&commit=${encodeURIComponent(commit)}`,
    ),
  /** A version of a file before and after, for History's pictures (none for a brand's or market's settings). */
  pictures: (file: string, commit: string, device: PictureDevice) =>
    call<VersionPictures>(
      'GET',
      `/history/pictures?path=${encodeURIComponent(file)}&commit=${encodeURIComponent(commit)}&device=${device}`,
    ),
  addMarket: (brand: string, market: MarketRequest) =>
    call<{ file: string; message: string }>('POST', `/brands/${encodeURIComponent(brand)}/markets`, market),
  draftMarket: (brand: string, market: MarketRequest) =>
    call<{ file: string; value: unknown }>('POST', `/brands/${encodeURIComponent(brand)}/markets/draft`, market),
  newBrandDefaults: () => call<NewBrandDefaults>('GET', '/brands/new'),
  rulebooks: () => call<{ rulebooks: Rulebooks }>('GET', '/rulebooks').then((answer) => answer.rulebooks),
  /** A market's languages for the locales as edited (the first the default). */
  languages: (brand: string, market: string, locales: readonly string[]) =>
    call<MarketLanguages>(
      'GET',
      `/brands/${encodeURIComponent(brand)}/markets/${encodeURIComponent(market)}/languages?locales=${locales.map(encodeURIComponent).join(',')}`,
    ),
  draftBrand: (form: NewBrandRequest) => call<{ files: Draft[] }>('POST', '/brands/draft', form).then((answer) => answer.files),
  /** Sends an image chosen in the page; the studio checks and converts it, and answers its draft. */
  upload: async (file: Blob, purpose: 'logo' | 'favicon' | 'image') => {
    const response = await fetch(`/api/assets?purpose=${purpose}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    const answer = (await response.json()) as Answer<'upload'> & { code?: string; message?: string };
    if (!response.ok) throw new StudioRefusal(answer.code ?? 'error', answer.message ?? response.statusText);
    return answer;
  },
  diff: (files: Draft[]) => call<{ files: FileDiff[] }>('POST', '/diff', { files }).then((answer) => answer.files),
  previewState: () => call<PreviewState>('GET', '/preview'),
  preview: (files: Draft[]) => call<{ applied: boolean; problems: Problem[] }>('POST', '/preview', { files }),
  canvasData: (request: { brand: string; path: string; country?: string; mobile?: boolean; files: Draft[] }) =>
    call<PageData>('POST', '/canvas-data', request),
  explain: (request: { brand: string; path: string; country?: string; loggedIn?: boolean; mobile?: boolean; files: Draft[] }) =>
    call<Explanation>('POST', '/explain', request),
};
