/** What a content publish changed: the pages of one brand to drop from every cache. */
export interface PublishedChange {
  brand: string;
  /** The markets whose pages changed; empty: every market of the brand. */
  marketIds: string[];
  /** The page paths that changed; empty: every page of the brand. */
  paths: string[];
  /** The content or product node ids the CMS named. */
  nodeIds: number[];
}
