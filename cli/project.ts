import path from 'node:path';
import { componentCatalog } from '../components/index.ts';
import { messageLanguagesIn, readBrandFolders, readRulebookFiles } from '../engine/brand-files/index.ts';
import { createComponentRecordReview, createComposer } from '../engine/compose/index.ts';
import { createBrandRegistry, createSchemaValidator, loadBrands, type BrandFolder } from '../engine/manifest/index.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_BRANDS_DIR = path.join(REPO_ROOT, 'brands');
export const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
export const RULEBOOKS_DIR = path.join(REPO_ROOT, 'rulebooks');
/** The player-facing strings: messages/<language>/<area>.json, ICU MessageFormat, English the source. */
export const MESSAGES_DIR = path.join(REPO_ROOT, 'messages');

/** What a command prints and the exit code it ends with (0 ok, 1 invalid input, 2 usage). */
export interface CommandResult {
  exitCode: 0 | 1 | 2;
  output: string;
  /** Output for machines (--json) goes to stdout whatever the exit code; a person's failure text to stderr. */
  machine?: boolean;
}

/** How problems name files: relative to the working directory when inside it (`brands/hippodrome/…`). */
export function displayRootOf(brandsDir: string, cwd: string): string {
  const relative = path.relative(cwd, brandsDir);
  return (relative && !relative.startsWith('..') ? relative : brandsDir).split(path.sep).join('/');
}

/** The engine as the CLI uses it: one validator, the catalog's rules, the rulebooks, the languages with strings, the brands loaded from disk. */
export function createEngine() {
  const validator = createSchemaValidator();
  const reviewComponent = createComponentRecordReview(componentCatalog);
  const composePage = createComposer({ catalog: componentCatalog, validator });
  const rulebookFiles = readRulebookFiles(RULEBOOKS_DIR);
  const languages = messageLanguagesIn(MESSAGES_DIR);
  const load = (folders: readonly BrandFolder[]) =>
    loadBrands(folders, { validator, reviewComponent, rulebooks: rulebookFiles, languages });
  return { validator, composePage, rulebookFiles, load };
}

/** The brands folder a command works on, and how its messages name it (displayRootOf). */
export interface BrandsFolderOptions {
  brandsDir: string;
  displayRoot: string;
}

/** The messages folder a command works on, and how its problems name it (displayRootOf). */
export interface MessagesFolderOptions {
  messagesDir: string;
  messagesRoot: string;
}

export async function loadProject({ brandsDir, displayRoot }: BrandsFolderOptions, only?: string) {
  const engine = createEngine();
  const folders = await readBrandFolders(brandsDir, displayRoot, only);
  const { brands, rulebooks, problems } = engine.load(folders);
  return { ...engine, folders, brands, rulebooks, problems, registry: createBrandRegistry(brands) };
}
