export type { BrandFolder, LoadedBrand, LoadedMarket, LoadedPage, ComponentRecordReview } from './brand-folder.ts';
export { loadBrands, spoilsOnlyARecord, type BrandLoad, type LoadOptions } from './load-brands.ts';
export { createBrandRegistry, normaliseHost, type BrandRegistry } from './brand-registry.ts';
export {
  createSchemaValidator,
  toSchemaIssues,
  ruleOf,
  AJV_OPTIONS,
  AJV_FORMATS,
  type SchemaValidator,
  type SchemaIssue,
  type DocumentKind,
} from './schema-validator.ts';
export { formatProblem, pointerTo, type Problem } from './problem.ts';
export { parseJson } from './parse-json.ts';
export { shellForMarket, shellNameOf, shellRecordsNamed, type Shell } from './market-shell.ts';
