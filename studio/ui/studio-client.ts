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
  previewPort: () => call<{ port: number | null }>('GET', '/preview').then((answer) => answer.port),
  preview: (files: Draft[]) => call<{ applied: boolean; problems: Problem[] }>('POST', '/preview', { files }),
  explain: (request: { brand: string; path: string; country?: string; loggedIn?: boolean; mobile?: boolean; files: Draft[] }) =>
    call<Explanation>('POST', '/explain', request),
};
