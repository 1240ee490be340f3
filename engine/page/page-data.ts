import type { ResolvedMarket } from '../market/index.ts';
import type { CatalogueGame } from '../platform/index.ts';
import type { DeviceProfilingConfig } from '../device-profiling/index.ts';
import type { BrandManifest, PageRecord } from '../../schemas/index.ts';
import type { PageFonts } from './font-files.ts';

/** What the browser knows of its brand: the manifest without its production host list. */
export type ClientBrand = Omit<BrandManifest, '$schema' | 'hosts'>;

/** A version of the page in another market, for search engines (`<link rel="alternate" hreflang>`). */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/** Everything a page renders from, the same on the server and in the browser. */
export interface PageData {
  brand: ClientBrand;
  market: ResolvedMarket;
  /** The requested path (`/game/123`). */
  path: string;
  /**
   * The page record, or null when the path has none (a 404). Its scheduled component records, and the
   * shell's, are only those inside their window when the page was made: the browser shows what the
   * server rendered, however long the page was kept. An error page's record stands in for the
   * path's own when the visitor may not see it (the restricted-country page) or its game does not exist.
   */
  record: PageRecord | null;
  /** The brand's 404 page, shown when record is null. */
  notFoundRecord: PageRecord | null;
  pageKind: PageRecord['kind'];
  /**
   * 200, 404 (no such page or game), 451 (the brand does not serve the visitor's country) or 500
   * (the CMS's page cannot be read: its shell shows the brand's 500 record).
   */
  status: 200 | 404 | 451 | 500;
  /**
   * A game page's game as the visitor's catalogue lists it, so the page's first paint shows it (name,
   * art) before the browser has the catalogue; null elsewhere, or when the catalogue could not be read.
   */
  game: CatalogueGame | null;
  /** Opened inside the wrapped Android app (the brand's query flag was set). */
  wrappedApp: boolean;
  /** The brand's favicon as the page links it: its URL, or the small SVG itself as a data: URI. */
  favicon: string;
  /** The brand's fonts: the faces the page preloads and declares. */
  fonts: PageFonts;
  /** The site's canonical origin for this brand. */
  canonicalOrigin: string;
  /** The page in each market that serves its path, and x-default; empty where one market serves it. */
  alternates: PageAlternate[];
  /** Where the browser opens the platform's own pages: the cashier and the player portal (base URLs). */
  platform: {
    cashierUrl: string;
    portalUrl: string;
    /** Where the browser sends telemetry, with analytics consent; null: nowhere. */
    telemetryUrl: string | null;
    /** The device-profiling provider's tag and organisation id; null: none. */
    deviceProfiling: DeviceProfilingConfig | null;
  };
  /** Static asset URLs of this build: the client script, the worker that warms Intl up, and what to preload. */
  assets: { script: string | null; intlWarmUp: string | null; styles: string[]; preload: string[] };
}
