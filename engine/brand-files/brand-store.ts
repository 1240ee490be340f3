import { relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import {
  createBrandRegistry,
  createSchemaValidator,
  formatProblem,
  loadBrands,
  spoilsOnlyARecord,
  type BrandRegistry,
  type LoadedBrand,
  type LoadOptions,
  type Problem,
} from '../manifest/index.ts';
import { readBrandFolders } from './read-brand-folders.ts';
import { readRulebookFiles, rulebooksBeside } from './read-rulebooks.ts';

/** What the store logs through: pino's logger, or any with the same three methods. */
export interface BrandStoreLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface BrandStoreOptions {
  brandsDir: string;
  /** The regulators' rulebooks that markets name; absent, `rulebooks/` beside brandsDir. Read again with the brands. */
  rulebooksDir?: string;
  logger: BrandStoreLogger;
  /** Checks each component record against the component catalogue (the server's); absent, records are not reviewed. */
  reviewComponent?: LoadOptions['reviewComponent'];
  /** The languages with strings (the build's); absent, brands' languages are not checked against them. */
  languages?: LoadOptions['languages'];
}

export interface BrandStore {
  /** The brands being served now. */
  registry(): BrandRegistry;
  /**
   * Reads brands/ again; a brand whose files now have problems keeps its last good version, unless
   * the only problems are inside component records (a CMS serves those pages as saved).
   */
  reload(): Promise<Problem[]>;
  /** Reloads on every change under brands/ (development); resolves once every folder is watched. */
  watch(): Promise<void>;
  /**
   * Calls `listener` after every reload, so what was built from the old brands can be dropped; with
   * the files (relative to brandsDir) whose change caused it, or none when a reload was asked for.
   */
  onReload(listener: (changedFiles: string[]) => void): void;
  /** How many times brands/ was read again since the store was made: a process says so at an endpoint. */
  reloads(): number;
  close(): void;
}

const RELOAD_DEBOUNCE_MS = 150;

/** The brands under `brandsDir`, loaded and validated, reloaded on demand or on every change. */
export async function createBrandStore({
  brandsDir,
  rulebooksDir = rulebooksBeside(brandsDir),
  logger,
  reviewComponent,
  languages,
}: BrandStoreOptions): Promise<BrandStore> {
  const validator = createSchemaValidator();
  let registry = createBrandRegistry([]);
  let reloads = -1;
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  const listeners: ((changedFiles: string[]) => void)[] = [];
  let changed = new Set<string>();

  async function reload(changedFiles: string[] = []): Promise<Problem[]> {
    const folders = await readBrandFolders(brandsDir, 'brands');
    const { brands, problems } = loadBrands(folders, {
      validator,
      reviewComponent,
      rulebooks: readRulebookFiles(rulebooksDir),
      ...(languages ? { languages } : {}),
    });
    // A broken component record does not hold a brand back: its page is served as the CMS would, the site leaves the record out.
    const troubled = new Set(
      problems.filter((problem) => !spoilsOnlyARecord(problem)).map((problem) => problem.file.split('/')[1]),
    );
    const previous = registry;
    const next: LoadedBrand[] = [];
    for (const folder of folders) {
      const fresh = brands.find((brand) => brand.name === folder.name);
      const lastGood = previous.byName(folder.name);
      if (troubled.has(folder.name) && lastGood) {
        next.push(lastGood);
        logger.warn({ brand: folder.name }, 'brand has problems; the last good version stays live');
      } else if (fresh) next.push(fresh);
    }
    for (const problem of problems)
      logger.error({ file: problem.file, pointer: problem.pointer, rule: problem.rule }, formatProblem(problem));
    registry = createBrandRegistry(next);
    reloads += 1;
    for (const listener of listeners) listener(changedFiles);
    return problems;
  }

  await reload();
  return {
    registry: () => registry,
    reload: () => reload(),
    onReload: (listener) => void listeners.push(listener),
    reloads: () => reloads,
    watch() {
      // chokidar watches the folders, not the files' inodes: an editor that saves by writing a new file
      // and renaming it over the old one (vim, sed -i) is seen every time, which Node 20's recursive
      // fs.watch on Linux misses after the first such save.
      if (watcher) return Promise.resolve();
      watcher = watch(brandsDir, { ignoreInitial: true }).on('all', (_event, file) => {
        changed.add(relative(brandsDir, file).split(sep).join('/'));
        clearTimeout(timer);
        timer = setTimeout(() => {
          const files = [...changed];
          changed = new Set();
          reload(files).then(
            (problems) =>
              logger.info({ problems: problems.length, brands: registry.brands.map((brand) => brand.name) }, 'brands reloaded'),
            (error: unknown) => logger.error({ error: String(error) }, 'brands could not be reloaded'),
          );
        }, RELOAD_DEBOUNCE_MS);
      });
      return new Promise((resolve) => watcher!.once('ready', resolve));
    },
    close() {
      clearTimeout(timer);
      void watcher?.close();
    },
  };
}
