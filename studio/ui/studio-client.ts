import type { HistoryEntry, VersionsState } from '../brand-versions.ts';

export type { HistoryEntry, VersionsState };

/** The studio's settings on this computer, and whether saves keep versions. */
export interface SettingsAnswer {
  managerName?: string;
  versions: VersionsState;
}

/** The studio's API as the page calls it; every refusal arrives as { code, message } and becomes an Error. */
export interface Problem {
  file: string;
  pointer: string;
  rule: string;
}

export interface MarketCell {
  id: string;
  file: string;
  name?: string;
  country?: string | null;
  locale?: string;
  currency?: string;
  nodeId?: number;
  isRow?: boolean;
  problems: Problem[];
}

export interface BrandRow {
  name: string;
  file: string;
  displayName?: string;
  productNodeId?: number;
  problems: Problem[];
  markets: MarketCell[];
  pages: PageRow[];
  /** The brand's pictures under assets/ (`assets/hero/lobby.jpg`). */
  images: string[];
}

/** A page record as the brand list shows it (studio/brand-workspace.ts PageRow). */
export interface PageRow {
  file: string;
  path?: string;
  kind?: string;
  markets?: string[];
  title?: string;
  category?: string;
  aliases: string[];
  problems: Problem[];
}

export interface OpenedFile {
  path: string;
  text: string;
  value: unknown;
  version: string | null;
}

export interface Draft {
  path: string;
  value: unknown;
  baseVersion: string | null;
}

export interface ExplainedDecision {
  alias: string;
  key: string;
  included: boolean;
  placement: string;
  inserted?: boolean;
  why: string;
}

export interface Explanation {
  market: { marketId: string | null; locale: string; currencyIsoCode: string; country: string };
  page: { file: string; path: string } | null;
  decisions: ExplainedDecision[];
  problems: Problem[];
}

/** The live preview: starting, ready on a port, failed with the reason, or off (a studio run without it). */
export type PreviewState =
  { state: 'starting' } | { state: 'ready'; port: number } | { state: 'failed'; message: string } | { state: 'off' };

/** A market as the add-market form asks for it. */
export interface MarketRequest {
  country: string;
  locale: string;
  nodeId: number;
  currency: string;
  casinoId: number;
  mobileCasinoId: number;
}

/** A draft's file on disk and as Save would write it (null: absent, or removed). */
export interface FileDiff {
  path: string;
  before: string | null;
  after: string | null;
  /** An image's draft as a data: URL, shown instead of lines. */
  image?: string;
}

/** An image as a draft (studio/asset-drafts.ts). */
export interface AssetDraft {
  $asset: 'image/png' | 'image/svg+xml';
  base64: string;
}

export interface FontChoice {
  family: string;
  package: string;
  fallback: string;
  category: string;
  variable: boolean;
}

/** What the New brand form starts from (studio/brand-workspace.ts newBrandDefaults). */
export interface NewBrandDefaults {
  palette: Record<string, string>;
  fonts: Record<'display' | 'body' | 'accent', string>;
  installedFonts: FontChoice[];
  nodes: { productNodeId: number; marketNodeId: number };
  usedNodeIds: number[];
  brands: string[];
}

/** A new brand as the form sends it (studio/new-brand.ts NewBrandRequest). */
export interface NewBrandForm {
  displayName: string;
  name: string;
  hosts: string[];
  palette: Record<string, string>;
  fonts: Record<string, string>;
  casinoId: string;
  mobileCasinoId: string;
  market?: { country: string; locale: string; currency: string; nodeId: string };
  logo?: AssetDraft;
  favicon?: AssetDraft;
}

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
  addMarket: (brand: string, market: { country: string; locale: string; nodeId: number; currency?: string }) =>
    call<{ file: string; message: string }>('POST', `/brands/${encodeURIComponent(brand)}/markets`, market),
  draftMarket: (brand: string, market: MarketRequest) =>
    call<{ file: string; value: unknown }>('POST', `/brands/${encodeURIComponent(brand)}/markets/draft`, market),
  newBrandDefaults: () => call<NewBrandDefaults>('GET', '/brands/new'),
  draftBrand: (form: NewBrandForm) => call<{ files: Draft[] }>('POST', '/brands/draft', form).then((answer) => answer.files),
  /** Sends an image chosen in the page; the studio checks and converts it, and answers its draft. */
  upload: async (file: Blob, purpose: 'logo' | 'favicon' | 'image') => {
    const response = await fetch(`/api/assets?purpose=${purpose}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    const answer = (await response.json()) as {
      value: AssetDraft;
      width: number;
      height: number;
      extension: 'png' | 'svg';
      code?: string;
      message?: string;
    };
    if (!response.ok) throw new StudioRefusal(answer.code ?? 'error', answer.message ?? response.statusText);
    return answer;
  },
  diff: (files: Draft[]) => call<{ files: FileDiff[] }>('POST', '/diff', { files }).then((answer) => answer.files),
  previewState: () => call<PreviewState>('GET', '/preview'),
  preview: (files: Draft[]) => call<{ applied: boolean; problems: Problem[] }>('POST', '/preview', { files }),
  explain: (request: { brand: string; path: string; country?: string; loggedIn?: boolean; mobile?: boolean; files: Draft[] }) =>
    call<Explanation>('POST', '/explain', request),
};
