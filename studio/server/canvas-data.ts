import { resolveMarket } from '../../engine/market/index.ts';
import { marketShellProps, shellForMarket, type LoadedBrand } from '../../engine/manifest/index.ts';
import type { PageData } from '../../engine/page/index.ts';
import { StudioError } from './brand-files.ts';
import type { BrandWorkspace, DraftFile } from './brand-workspace.ts';

/** What the canvas is asked to draw: a brand's page for a visitor from a country, on a phone or not. */
export interface CanvasRequest {
  brand: string;
  path: string;
  country?: string;
  mobile: boolean;
  drafts: DraftFile[];
}

/**
 * The page data the canvas renders the brand's components from, as the site would give it, over the
 * drafts: the brand without its hosts, the visitor's market and its shell. The page's own records come
 * from the editor, so the record here is left out; fonts are the brand's fallbacks in the canvas.
 */
export function canvasPageData(brand: LoadedBrand, request: CanvasRequest): PageData {
  const { $schema: _schema, hosts: _hosts, ...manifest } = brand.manifest;
  const market = resolveMarket(brand, { country: request.country, device: request.mobile ? 'mobile' : 'desktop' });
  const shellProps = marketShellProps(
    brand.markets.find((candidate) => candidate.id === market.marketId)?.manifest,
    market.locale,
  );
  return {
    brand: { ...manifest, shell: shellForMarket(manifest.shell, shellProps) },
    market,
    path: request.path,
    record: null,
    notFoundRecord: null,
    pageKind: 'lobby',
    status: 200,
    game: null,
    wrappedApp: false,
    favicon: '/assets/favicon.svg',
    fonts: { faces: [], coreRange: 'U+0020-007E' },
    canonicalOrigin: 'http://localhost',
    alternates: [],
    platform: { cashierUrl: '', portalUrl: '', telemetryUrl: null, deviceProfiling: null },
    assets: { script: null, intlWarmUp: null, styles: [], preload: [] },
  };
}

/** The canvas's page data for a request, from the brands with the drafts applied. */
export async function loadCanvasData(workspace: BrandWorkspace, request: CanvasRequest) {
  const { brands } = await workspace.loadWith(request.drafts);
  const brand = brands.find((candidate) => candidate.name === request.brand);
  if (!brand) throw new StudioError(422, 'invalid', `brand "${request.brand}" is invalid or missing`);
  return canvasPageData(brand, request);
}
