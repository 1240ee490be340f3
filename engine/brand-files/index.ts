export { readBrandFolders } from './read-brand-folders.ts';
export { createBrandStore, type BrandStore, type BrandStoreLogger, type BrandStoreOptions } from './brand-store.ts';
