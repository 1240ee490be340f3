import type { BrandManifest, MarketManifest, PageRecord, ComponentRecord } from '../../schemas/index.ts';
import type { MarketRulebook } from '../rules/index.ts';

/** A brand folder as its reader (server or CLI) found it: the JSON files' text and the asset file names. */
export interface BrandFolder {
  /** The folder's name under brands/. */
  name: string;
  /** How problems name the folder: `brands/hippodrome`. */
  root: string;
  /** Every .json file in the folder, by its path inside the folder (`markets/nz.json`). */
  files: { relative: string; text: string }[];
  /** Every file under assets/, by its path inside the folder (`assets/favicon.svg`). */
  assets: string[];
}

export interface LoadedMarket {
  /** The file name without .json: `nz`. Page records name markets by it. */
  id: string;
  file: string;
  manifest: MarketManifest;
  /** The regulator's rulebook the market names, null where it names none. */
  rulebook: MarketRulebook | null;
}

export interface LoadedPage {
  file: string;
  record: PageRecord;
}

/** A brand whose manifest is valid, with its valid markets and page records, and the content a CMS would serve. */
export interface LoadedBrand {
  name: string;
  root: string;
  file: string;
  manifest: BrandManifest;
  markets: LoadedMarket[];
  pages: LoadedPage[];
  /**
   * The pages as the brand's CMS serves them: every content file with a page's shape, its component
   * records as saved, so some may break their component's schema (the site leaves those out).
   */
  content: LoadedPage[];
  assets: string[];
}

/** Reviews one component record beyond its schema (the catalog's visibility rules); returns rules broken. */
export type ComponentRecordReview = (record: ComponentRecord) => { pointer: string; rule: string }[];
