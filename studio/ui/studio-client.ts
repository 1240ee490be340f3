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
}

export class StudioRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { code?: string; message?: string; problems?: Problem[] };
  if (!response.ok) throw new StudioRefusal(answer.code ?? 'error', answer.message ?? response.statusText, answer.problems);
  return answer;
}

export const studioClient = {
  brands: () => call<{ brands: BrandRow[] }>('GET', '/brands').then((answer) => answer.brands),
  open: (file: string) => call<OpenedFile>('GET', `/file?path=${encodeURIComponent(file)}`),
  validate: (files: Draft[]) => call<{ problems: Problem[] }>('POST', '/validate', { files }).then((answer) => answer.problems),
  save: (files: Draft[]) => call<{ written: string[]; unchanged: number }>('POST', '/save', { files }),
  addMarket: (brand: string, market: { country: string; locale: string; nodeId: number; currency?: string }) =>
    call<{ file: string; message: string }>('POST', `/brands/${encodeURIComponent(brand)}/markets`, market),
  draftMarket: (brand: string, market: MarketRequest) =>
    call<{ file: string; value: unknown }>('POST', `/brands/${encodeURIComponent(brand)}/markets/draft`, market),
  diff: (files: Draft[]) => call<{ files: FileDiff[] }>('POST', '/diff', { files }).then((answer) => answer.files),
  previewState: () => call<PreviewState>('GET', '/preview'),
  preview: (files: Draft[]) => call<{ applied: boolean; problems: Problem[] }>('POST', '/preview', { files }),
  explain: (request: { brand: string; path: string; country?: string; loggedIn?: boolean; mobile?: boolean; files: Draft[] }) =>
    call<Explanation>('POST', '/explain', request),
};
