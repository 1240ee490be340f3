import type { Request, Response } from 'express';
import { pageKindOfPath } from '../../engine/compose/index.ts';
import { shellForMarket, type LoadedBrand } from '../../engine/manifest/index.ts';
import { parseBoolean } from '../../engine/platform/index.ts';
import type { PageData } from '../../engine/render/page-data.ts';
import { pageComponentAliases } from '../../engine/render/page-tree.tsx';
import { isPageComponent } from '../../components/registry.ts';
import type { PageRecord } from '../../schemas/index.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import { PublicError } from '../http/answer-errors.ts';
import { isCraftedPath } from '../security/reject-crafted-paths.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { pageAssets, type ClientAssets } from './client-assets.ts';
import { sanitiseComponentHtml } from './sanitise-page-html.ts';

export interface PageDataLoaderOptions {
  content: CachedUpstream;
  assets: () => ClientAssets;
  /** Browser-facing base URLs of the cashier and the player portal. */
  platform: PageData['platform'];
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
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

/** The record in a content answer, when the answer holds one. */
function pageRecordIn(body: Buffer): (PageRecord & { id?: number }) | undefined {
  try {
    const { data } = JSON.parse(body.toString('utf8')) as { data?: unknown };
    const looksLikeRecord =
      typeof data === 'object' && data !== null && Array.isArray((data as { components?: unknown }).components);
    return looksLikeRecord ? (data as PageRecord & { id?: number }) : undefined;
  } catch {
    return undefined;
  }
}

/** Everything a page renders from: brand, market, the page record from the content service, assets. */
export function createPageDataLoader({ content, assets, platform, brandOf, visitor }: PageDataLoaderOptions) {
  async function pageRecord(req: Request, res: Response, path: string): Promise<PageRecord | null> {
    const brand = brandOf(res);
    const { market, geo } = visitor(req, res);
    const body = { path, countryCode: geo.CountryIsoCode.toUpperCase(), nodeId: market.marketNodeId };
    const key = [brand.name, market.marketId ?? '-', geo.CountryIsoCode, 'page', path].join('|');
    const answer = await content.fetch({
      path: `/brands/${brand.name}/pages`,
      key,
      method: 'POST',
      body,
      requestId: res.locals.requestId as string,
    });
    if (answer.status === 404) return null;
    const data = answer.status === 200 ? pageRecordIn(answer.body) : undefined;
    if (!data) throw new ContentUnavailableError(`content answered ${answer.status} without a page record for ${path}`);
    const { id: _id, ...record } = data;
    return { ...record, components: sanitiseComponentHtml(record.components) };
  }

  /** The data of the page at `url`, a URL `pageUrlOf` gave: the request's own path was checked by then. */
  return async function loadPageData(req: Request, res: Response, url: URL): Promise<PageData> {
    const brand = brandOf(res);
    const path = url.pathname;
    const { $schema: _schema, hosts: _hosts, ...manifest } = brand.manifest;
    const { market } = visitor(req, res);
    // The market's own copy of shell components (its language, its offers) over the brand's.
    const shell = shellForMarket(
      manifest.shell,
      brand.markets.find((candidate) => candidate.id === market.marketId)?.manifest.shellProps,
    );
    const clientBrand = {
      ...manifest,
      shell: { before: sanitiseComponentHtml(shell.before), after: sanitiseComponentHtml(shell.after) },
    };
    const record = await pageRecord(req, res, path);
    const data: PageData = {
      brand: clientBrand,
      market,
      path,
      record,
      notFoundRecord: record ? null : await pageRecord(req, res, '/404'),
      pageKind: record?.kind ?? pageKindOfPath(path),
      status: record ? 200 : 404,
      wrappedApp:
        brand.manifest.features.wrappedApp.enabled &&
        parseBoolean(url.searchParams.get(brand.manifest.features.wrappedApp.queryFlag)) === true,
      canonicalOrigin: brand.manifest.meta.canonicalOrigin ?? `${req.protocol}://${req.get('host')}`,
      platform,
      assets: assets().page,
    };
    // The page's code-split components are preloaded with the page, not discovered after the entry runs.
    return { ...data, assets: pageAssets(assets(), pageComponentAliases(data).filter(isPageComponent)) };
  };
}
