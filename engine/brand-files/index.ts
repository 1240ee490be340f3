export { readBrandFolders } from './read-brand-folders.ts';
export { readRulebookFiles, rulebooksBeside } from './read-rulebooks.ts';
export { messageFolderProblems, messageLanguagesIn, readMessageFiles, type MessageFolder } from './read-messages.ts';
export { nextNodeIds, planScaffold, type ScaffoldPlan, type ScaffoldPlanOptions } from './scaffold-plan.ts';
export { fillTemplate, starterBrandFiles, STARTER_BRAND_DIR, type StarterBrandOptions } from './starter-brand.ts';
export { createBrandStore, type BrandStore, type BrandStoreLogger, type BrandStoreOptions } from './brand-store.ts';
export { withPlannedFiles, writeIfValid, type LoadBrandFolders, type PlannedFiles } from './planned-files.ts';
export {
  addMarket,
  marketManifestOf,
  planMarket,
  type MarketAddRequest,
  type MarketAddResult,
  type MarketPlan,
} from './add-market.ts';
