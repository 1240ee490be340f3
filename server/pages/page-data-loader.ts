import type { Request, Response } from 'express';
import { pageKindOfPath } from '../../engine/compose/index.ts';
import {
  isScheduledNow,
  nextScheduleChange,
  schedulesOf,
  marketShellProps,
  shellForMarket,
  type LoadedBrand,
} from '../../engine/manifest/index.ts';
import { parseBoolean, type CatalogueGame } from '../../engine/platform/index.ts';
import { fontsOfBrand, pageFonts } from '../fonts/brand-fonts.ts';
import type { PageData } from '../../engine/page/page-data.ts';
import { pageComponentAliases } from '../../engine/render/page-tree.tsx';
import type { PageKind } from '../../components/index.ts';
import { isPageComponent } from '../../components/registry.ts';
import type { ComponentRecord, PageRecord } from '../../schemas/index.ts';
import { cacheKey } from '../cache/cache-keys.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import { lobbyGamesRequest } from '../helper-api/content-routes.ts';
import { PublicError } from '../http/answer-errors.ts';
import { isCraftedPath } from '../security/reject-crafted-paths.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { pageAssets, type ClientAssets } from './client-assets.ts';
import { pageAlternates } from './page-alternates.ts';
import { createPageRecordCheck, type RejectedRecord } from './check-page-records.ts';
import { sanitiseComponentHtml } from './sanitise-page-html.ts';

export interface PageDataLoaderOptions {
  content: CachedUpstream;
  assets: () => ClientAssets;
  /** Browser-facing base URLs of the cashier and the player portal. */
  platform: PageData['platform'];
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
  /** The brand's favicon as its pages link it. */
  faviconOf: (brand: LoadedBrand) => string;
  /** Told of each CMS record a page leaves out (its props break its schema, or its component does not exist). */
  rejectRecord?: (record: RejectedRecord) => void;
  /** Told of each CMS page whose record list is not a list: the page shows the brand's 500 record instead. */
  rejectPage?: (page: RejectedPage) => void;
  /** The clock scheduled records are judged by. */
  now?: () => number;
}

/**
 * A page's data, and when it stops being true: the next start or end of a scheduled record on it, or
 * of a content answer it was made from (null: not before the page cache's hour).
 */
export interface LoadedPageData {
  data: PageData;
  freshUntil: number | null;
}

/** The instants at which what one page is made of stops being true (content answers' max-age), gathered while it loads. */
type FreshnessLimits = number[];

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

/** Longer than any page path of the site; a longer one is not asked for by the site's own links. */
export const MAX_PAGE_HREF_LENGTH = 2048;
const SITE_ORIGIN = 'http://site.invalid';

/**
 * The page a visitor asks for, as a URL of the site: a path (and query) starting with one `/`, none
 * of the crafted forms the site refuses on its own paths, of a sane length. Anything else is undefined.
 */
export function pageUrlOf(href: string): URL | undefined {
  if (href.length > MAX_PAGE_HREF_LENGTH || !href.startsWith('/') || isCraftedPath(href)) return undefined;
  try {
    const url = new URL(href, SITE_ORIGIN);
    return url.origin === SITE_ORIGIN ? url : undefined;
  } catch {
    return undefined;
  }
}

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

/** Pages that offer play: a visitor from a country the brand does not serve gets the restricted-country page instead. */
const PLAY_PAGE_KINDS: readonly PageKind[] = ['lobby', 'game', 'promotions'];

/** 451 Unavailable For Legal Reasons: the brand may not offer its games in the visitor's country. */
const RESTRICTED_COUNTRY_STATUS = 451;

/** The error pages a brand's content may hold; the built-in record stands in where it holds none. */
const ERROR_PAGES: Record<'gameNotFound' | 'restrictedCountry' | 'serverError', PageRecord> = {
  gameNotFound: {
    path: '/game-not-found',
    kind: 'error',
    meta: { title: '404: Game Not Found', description: 'This game is not available.' },
    components: [{ alias: 'gameNotFound', props: {} }],
  },
  restrictedCountry: {
    path: '/restricted-country',
    kind: 'error',
    meta: { title: 'Not Available in Your Country', description: 'Games are not offered in your country.' },
    components: [{ alias: 'restrictedCountryPage', props: {} }],
  },
  serverError: {
    path: '/500',
    kind: 'error',
    meta: { title: '500: Server Error', description: 'Something went wrong on our side.' },
    components: [{ alias: 'serverError', props: {} }],
  },
};

/** A page the CMS holds but whose records cannot be read: its shell shows with the brand's 500 record. */
const BROKEN_PAGE = Symbol('broken page');

const GAME_PATH = /^\/game\/(\d+)\/?$/;

/** The games of a catalogue answer by id, read once per answer the cache holds (thousands of games). */
const gamesOfAnswer = new WeakMap<Buffer, ReadonlyMap<number, CatalogueGame>>();
function gamesOf(body: Buffer): ReadonlyMap<number, CatalogueGame> {
  let games = gamesOfAnswer.get(body);
  if (!games) {
    const { data } = JSON.parse(body.toString('utf8')) as { data?: { Games?: CatalogueGame[] }[] };
    games = new Map(
      (Array.isArray(data) ? data : []).flatMap((category) =>
        (category.Games ?? []).map((game) => [Number(game.GameGroupId), game]),
      ),
    );
    gamesOfAnswer.set(body, games);
  }
  return games;
}

/** Everything a page renders from: brand, market, the page record from the content service, assets. */
export function createPageDataLoader({
  content,
  assets,
  platform,
  brandOf,
  visitor,
  faviconOf,
  rejectRecord = () => undefined,
  rejectPage = () => undefined,
  now = Date.now,
}: PageDataLoaderOptions) {
  const keepValid = createPageRecordCheck({ reject: rejectRecord });

  async function pageRecord(req: Request, res: Response, path: string, limits: FreshnessLimits): Promise<PageRecord | null> {
    const record = await pageRecordOrBroken(req, res, path, limits);
    return record === BROKEN_PAGE ? null : record;
  }

  async function pageRecordOrBroken(
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

  /**
   * The game of a /game/{id} path as the catalogue the visitor's lobby shows lists it: the game, or
   * 'missing' when the catalogue lacks it. Read through the cache the browser's catalogue calls fill;
   * when the catalogue cannot be read, nothing is known (the game window says what it can).
   */
  async function gameOfPath(req: Request, res: Response, path: string): Promise<CatalogueGame | 'missing' | undefined> {
    const id = GAME_PATH.exec(path)?.[1];
    if (id === undefined) return undefined;
    // The cache entry the browser's lobby reads (GET /api/games/{product}/search): one fetch serves both.
    const request = lobbyGamesRequest(brandOf(res), visitor(req, res).geo.CountryIsoCode);
    const answer = await content.fetch({ ...request, requestId: res.locals.requestId as string });
    if (answer.status !== 200) return undefined;
    try {
      return gamesOf(answer.body).get(Number(id)) ?? 'missing';
    } catch {
      return undefined;
    }
  }

  /**
   * The record a path shows and its status: the restricted-country page (451) on a page that offers
   * play to a visitor whose country the brand does not serve, the game-not-found page (404) for a game
   * the catalogue lacks, the brand's 500 page (500) when the path's record list cannot be read, else
   * the path's own record (or none: a 404).
   */
  async function pageFor(
    req: Request,
    res: Response,
    path: string,
    limits: FreshnessLimits,
  ): Promise<Pick<PageData, 'record' | 'status' | 'game'>> {
    const found = await pageRecordOrBroken(req, res, path, limits);
    const errorPage = async (page: keyof typeof ERROR_PAGES) =>
      (await pageRecord(req, res, ERROR_PAGES[page].path, limits)) ?? ERROR_PAGES[page];
    if (found === BROKEN_PAGE) return { record: await errorPage('serverError'), status: 500, game: null };
    const record = found;
    const kind = record?.kind ?? pageKindOfPath(path);
    if (visitor(req, res).market.countryRestricted && PLAY_PAGE_KINDS.includes(kind))
      return { record: await errorPage('restrictedCountry'), status: RESTRICTED_COUNTRY_STATUS, game: null };
    const game = record && kind === 'game' ? await gameOfPath(req, res, path) : undefined;
    if (game === 'missing') return { record: await errorPage('gameNotFound'), status: 404, game: null };
    return { record, status: record ? 200 : 404, game: game ?? null };
  }

  /**
   * The data of the page at `url`, a URL `pageUrlOf` gave (the request's own path was checked by
   * then), with its scheduled records judged now, and until when that holds.
   */
  return async function loadPageData(req: Request, res: Response, url: URL): Promise<LoadedPageData> {
    const brand = brandOf(res);
    const path = url.pathname;
    const { $schema: _schema, hosts: _hosts, ...manifest } = brand.manifest;
    const { market } = visitor(req, res);
    // The market's own copy of shell components (its language, its offers) over the brand's, in the visitor's locale.
    const shell = shellForMarket(
      manifest.shell,
      marketShellProps(brand.markets.find((candidate) => candidate.id === market.marketId)?.manifest, market.locale),
    );
    const composedAt = now();
    const limits: FreshnessLimits = [];
    const found = await pageFor(req, res, path, limits);
    const notFound = found.record ? null : await pageRecord(req, res, '/404', limits);
    const scheduleChange = nextScheduleChange(
      [...schedulesOf(found.record), ...schedulesOf(notFound), ...schedulesOf({ components: [...shell.before, ...shell.after] })],
      composedAt,
    );
    const freshUntil = Math.min(...limits, scheduleChange ?? Infinity);
    const shown = (records: readonly ComponentRecord[]) => records.filter(({ schedule }) => isScheduledNow(schedule, composedAt));
    const record = found.record && { ...found.record, components: shown(found.record.components) };
    const canonicalOrigin = brand.manifest.meta.canonicalOrigin ?? `${req.protocol}://${req.get('host')}`;
    const data: PageData = {
      brand: {
        ...manifest,
        shell: { before: sanitiseComponentHtml(shown(shell.before)), after: sanitiseComponentHtml(shown(shell.after)) },
      },
      market,
      path,
      record,
      notFoundRecord: notFound && { ...notFound, components: shown(notFound.components) },
      pageKind: record?.kind ?? pageKindOfPath(path),
      status: found.status,
      game: found.game,
      wrappedApp:
        brand.manifest.features.wrappedApp.enabled &&
        parseBoolean(url.searchParams.get(brand.manifest.features.wrappedApp.queryFlag)) === true,
      favicon: faviconOf(brand),
      fonts: pageFonts(fontsOfBrand(brand)),
      canonicalOrigin,
      alternates: found.status === 200 && record ? pageAlternates(brand, path, canonicalOrigin) : [],
      platform,
      assets: assets().page,
    };
    return {
      // The page's code-split components are preloaded with the page, not discovered after the entry runs.
      data: { ...data, assets: pageAssets(assets(), pageComponentAliases(data).filter(isPageComponent)) },
      freshUntil: Number.isFinite(freshUntil) ? freshUntil : null,
    };
  };
}
