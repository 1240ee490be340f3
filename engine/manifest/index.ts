export type { BrandFolder, LoadedBrand, LoadedMarket, LoadedPage, ComponentRecordReview } from './brand-folder.ts';
export { loadBrands, spoilsOnlyARecord, type BrandLoad, type LoadOptions } from './load-brands.ts';
export { loadRulebooks, RULEBOOK_ID, type RulebookFile } from './load-rulebooks.ts';
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
export { BRAND_NAME, brandNameProblem, folderNameOf, titleCase } from './brand-name.ts';
export {
  contrastRatio,
  paletteContrast,
  paletteContrastProblems,
  PALETTE_CONTRAST_PAIRS,
  WCAG_AA_MINIMUM,
  type PaletteKey,
  type PairContrast,
} from './palette-contrast.ts';
export { marketShellProps, shellForMarket, shellNameOf, shellRecordsNamed, type Shell } from './market-shell.ts';
// The schedule rules, which the browser needs without the rest of this folder, live in engine/schedule.
export * from '../schedule/index.ts';
export { phoneCasinoIdRepeatsDesktop } from './casino-ids.ts';
