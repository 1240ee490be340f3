import type { Request, Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { PageRecord } from '../../schemas/index.ts';
import { cacheKey } from '../cache/cache-keys.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import { PublicError } from '../http/answer-errors.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { createPageRecordCheck, type RejectedRecord } from './check-page-records.ts';
import { sanitiseComponentHtml } from './sanitise-page-html.ts';

/** The instants at which what one page is made of stops being true (content answers' max-age), gathered while it loads. */
export type FreshnessLimits = number[];

/** A page the CMS sent whose records cannot be read at all: where and which rule it breaks. */
export interface RejectedPage {
  brand: string;
  path: string;
  pointer: string;
  rule: string;
}

/** The content service did not give a page record the site can use: the visitor's request was sound. */
export class ContentUnavailableError extends PublicError {
  constructor(detail: string) {
    super(502, 'The content service did not give this page', detail);
  }
}

/** A page the CMS holds but whose records cannot be read: its shell shows with the brand's 500 record. */
export const BROKEN_PAGE = Symbol('broken page');

/**
 * The record in a content answer: a record, `broken list` when the answer is a page whose component
 * list is not a list (the page exists, nothing on it can be shown), or undefined when it holds no page.
 */
function pageRecordIn(body: Buffer): (PageRecord & { id?: number }) | 'broken list' | undefined {
  try {
    const { data } = JSON.parse(body.toString('utf8')) as { data?: unknown };
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    if (Array.isArray((data as { components?: unknown }).components)) return data as PageRecord & { id?: number };
    return typeof (data as { path?: unknown }).path === 'string' ? 'broken list' : undefined;
  } catch {
    return undefined;
  }
}

export interface PageRecordReaderOptions {
  content: CachedUpstream;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
  /** Told of each CMS record a page leaves out (its props break its schema, or its component does not exist). */
  rejectRecord: (record: RejectedRecord) => void;
  /** Told of each CMS page whose record list is not a list: the page shows the brand's 500 record instead. */
  rejectPage: (page: RejectedPage) => void;
}

/** The CMS page records of the visitor's market, through the content cache, with the records that break their schema left out. */
export function createPageRecordReader({ content, brandOf, visitor, rejectRecord, rejectPage }: PageRecordReaderOptions) {
  const keepValid = createPageRecordCheck({ reject: rejectRecord });

  /** The record at `path`: null when the CMS has none, BROKEN_PAGE when its record list cannot be read. */
  async function recordOrBroken(
    req: Request,
    res: Response,
    path: string,
    limits: FreshnessLimits,
  ): Promise<PageRecord | null | typeof BROKEN_PAGE> {
    const brand = brandOf(res);
    const { market, geo } = visitor(req, res);
    // The culture only where the market speaks several: its records may then be translations.
    const body = {
      path,
      countryCode: geo.CountryIsoCode.toUpperCase(),
      nodeId: market.marketNodeId,
      ...(market.locales.length > 1 ? { culture: market.locale } : {}),
    };
    const key = cacheKey({
      cache: 'pageRecord',
      brand: brand.name,
      marketId: market.marketId ?? null,
      locale: market.locale,
      country: geo.CountryIsoCode,
      path,
    });
    const answer = await content.fetch({
      path: `/brands/${brand.name}/pages`,
      key,
      method: 'POST',
      body,
      requestId: res.locals.requestId as string,
    });
    if (answer.freshUntil !== undefined) limits.push(answer.freshUntil);
    if (answer.status === 404) return null;
    const data = answer.status === 200 ? pageRecordIn(answer.body) : undefined;
    if (!data) throw new ContentUnavailableError(`content answered ${answer.status} without a page record for ${path}`);
    if (data === 'broken list') {
      rejectPage({ brand: brand.name, path, pointer: '/components', rule: 'must be array' });
      return BROKEN_PAGE;
    }
    const { id: _id, ...record } = data;
    // Records come from the CMS at run time, not only from files the CLI checked: a broken one is left out.
    return { ...record, components: sanitiseComponentHtml(keepValid(brand.name, path, record.components)) };
  }

  return {
    recordOrBroken,
    /** The record at `path`, or null when there is none that can be shown. */
    async record(req: Request, res: Response, path: string, limits: FreshnessLimits): Promise<PageRecord | null> {
      const record = await recordOrBroken(req, res, path, limits);
      return record === BROKEN_PAGE ? null : record;
    },
  };
}

export type PageRecordReader = ReturnType<typeof createPageRecordReader>;
