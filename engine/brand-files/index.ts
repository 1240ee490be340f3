export { readBrandFolders } from './read-brand-folders.ts';
