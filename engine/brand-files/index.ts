export { readBrandFolders } from './read-brand-folders.ts';
export { createBrandStore, type BrandStore, type BrandStoreLogger, type BrandStoreOptions } from './brand-store.ts';
export { withPlannedFiles, writeIfValid, type LoadBrandFolders, type PlannedFiles } from './planned-files.ts';
export { addMarket, marketManifestOf, planMarket, type MarketAddRequest, type MarketAddResult, type MarketPlan } from './add-market.ts';
