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
import type { ResolvedMarket } from '../../engine/market/index.ts';
import { parseBoolean } from '../../engine/platform/index.ts';
import { fontsOfBrand, pageFonts } from '../fonts/brand-fonts.ts';
import type { PageData } from '../../engine/page/page-data.ts';
import { pageComponentAliases } from '../../engine/render/page-tree.tsx';
import { isPageComponent } from '../../components/registry.ts';
import type { ComponentRecord, PageRecord } from '../../schemas/index.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import { isCraftedPath } from '../security/reject-crafted-paths.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import type { RejectedRecord } from './check-page-records.ts';
import { createPageChooser } from './choose-page.ts';
import { pageAssets, type ClientAssets } from './client-assets.ts';
import { createGameOfPath } from './game-of-path.ts';
import { pageAlternates } from './page-alternates.ts';
import { createPageRecordReader, type FreshnessLimits, type RejectedPage } from './page-record-reader.ts';
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
  const records = createPageRecordReader({ content, brandOf, visitor, rejectRecord, rejectPage });
  const pageFor = createPageChooser({ records, gameOfPath: createGameOfPath({ content, brandOf, visitor }), visitor });

  /**
   * The data of the page at `url`, a URL `pageUrlOf` gave (the request's own path was checked by
   * then), with its scheduled records judged now, and until when that holds.
   */
  return async function loadPageData(req: Request, res: Response, url: URL): Promise<LoadedPageData> {
    const brand = brandOf(res);
    const { market } = visitor(req, res);
    // The market's own copy of shell components (its language, its offers) over the brand's, in the visitor's locale.
    const shell = shellForMarket(
      brand.manifest.shell,
      marketShellProps(brand.markets.find((candidate) => candidate.id === market.marketId)?.manifest, market.locale),
    );
    const composedAt = now();
    const limits: FreshnessLimits = [];
    const found = await pageFor(req, res, url.pathname, limits);
    const notFound = found.record ? null : await records.record(req, res, '/404', limits);
    const scheduleChange = nextScheduleChange(
      [...schedulesOf(found.record), ...schedulesOf(notFound), ...schedulesOf({ components: [...shell.before, ...shell.after] })],
      composedAt,
    );
    const freshUntil = Math.min(...limits, scheduleChange ?? Infinity);
    const shown = (list: readonly ComponentRecord[]) => list.filter(({ schedule }) => isScheduledNow(schedule, composedAt));
    const data = pageDataOf({
      brand,
      market,
      url,
      page: { ...found, record: found.record && { ...found.record, components: shown(found.record.components) } },
      notFoundRecord: notFound && { ...notFound, components: shown(notFound.components) },
      shell: { before: sanitiseComponentHtml(shown(shell.before)), after: sanitiseComponentHtml(shown(shell.after)) },
      canonicalOrigin: brand.manifest.meta.canonicalOrigin ?? `${req.protocol}://${req.get('host')}`,
      platform,
      favicon: faviconOf(brand),
      assets: assets(),
    });
    return { data, freshUntil: Number.isFinite(freshUntil) ? freshUntil : null };
  };
}

/** A page's data from the parts it was loaded from, its records already judged by their schedules. */
function pageDataOf({
  brand,
  market,
  url,
  page,
  notFoundRecord,
  shell,
  canonicalOrigin,
  platform,
  favicon,
  assets,
}: {
  brand: LoadedBrand;
  market: ResolvedMarket;
  url: URL;
  page: Pick<PageData, 'record' | 'status' | 'game'>;
  notFoundRecord: PageRecord | null;
  shell: PageData['brand']['shell'];
  canonicalOrigin: string;
  platform: PageData['platform'];
  favicon: string;
  assets: ClientAssets;
}): PageData {
  const path = url.pathname;
  const { $schema: _schema, hosts: _hosts, ...manifest } = brand.manifest;
  const { wrappedApp } = brand.manifest.features;
  const data: PageData = {
    brand: { ...manifest, shell },
    market,
    path,
    record: page.record,
    notFoundRecord,
    pageKind: page.record?.kind ?? pageKindOfPath(path),
    status: page.status,
    game: page.game,
    wrappedApp: wrappedApp.enabled && parseBoolean(url.searchParams.get(wrappedApp.queryFlag)) === true,
    favicon,
    fonts: pageFonts(fontsOfBrand(brand)),
    canonicalOrigin,
    alternates: page.status === 200 && page.record ? pageAlternates(brand, path, canonicalOrigin) : [],
    platform,
    assets: assets.page,
  };
  // The page's code-split components are preloaded with the page, not discovered after the entry runs.
  return { ...data, assets: pageAssets(assets, pageComponentAliases(data).filter(isPageComponent)) };
}
