import type { BrandManifest, ComponentRecord, MarketManifest, PageRecord } from '../../schemas/index.ts';
import type { BrandFolder, ComponentRecordReview, LoadedBrand, LoadedMarket, LoadedPage } from './brand-folder.ts';
import { languageOfLocale } from '../i18n/index.ts';
import { marketShellProps, shellNameOf, shellRecordsNamed } from './market-shell.ts';
import { paletteContrastProblems } from './palette-contrast.ts';
import { parseJson } from './parse-json.ts';
import { pointerTo, type Problem } from './problem.ts';
import type { DocumentKind, SchemaValidator } from './schema-validator.ts';
import { scheduleInstant, scheduleProblems } from '../schedule/index.ts';
import { rulebookOfCountry, type MarketRulebook } from '../rules/index.ts';
import { loadRulebooks, type RulebookFile } from './load-rulebooks.ts';
import { offerRuleProblems } from './offer-rule-problems.ts';

export interface BrandLoad {
  /**
   * Brands whose brand.json is valid, each with only its valid markets and page records, and the
   * content its CMS would serve (pages whose component records may break their schemas).
   */
  brands: LoadedBrand[];
  /** The valid rulebooks, which markets name by id. */
  rulebooks: MarketRulebook[];
  /** Everything wrong, in every brand and rulebook; empty when all is valid. */
  problems: Problem[];
}

export interface LoadOptions {
  validator: SchemaValidator;
  /** Extra rules for component records (the component catalog's visibility rules). */
  reviewComponent?: ComponentRecordReview;
  /** The regulators' rulebooks (rulebooks/*.json) that markets may name. */
  rulebooks?: readonly RulebookFile[];
  /**
   * The languages that have player-facing strings (messages/<language>/, the pseudo-locale en-XA):
   * a brand may offer only these. Absent, brands' languages are not checked against the strings.
   */
  languages?: readonly string[];
  /** The instant whose rules in force records are held to (offers within a market's rulebook); now by default. */
  now?: number;
}

const MARKET_FILE = /^markets\/([a-z0-9-]+)\.json$/;

/** A pointer inside one component record of a page: `/components/3/props/title`. */
const WITHIN_RECORD = /^\/components\/\d+(\/|$)/;

/**
 * Whether a problem spoils only one component record of a content file, not the page: a CMS still
 * serves such a page (its editors saved it), and the site leaves out the record at run time.
 */
export const spoilsOnlyARecord = ({ file, pointer }: Problem) => /\/content\/.+\.json$/.test(file) && WITHIN_RECORD.test(pointer);

/** Loads and checks every brand folder: schemas, component props, and the rules that span files. */
export function loadBrands(folders: readonly BrandFolder[], options: LoadOptions): BrandLoad {
  const problems: Problem[] = [];
  const rulebooks = loadRulebooks(options.rulebooks ?? [], options.validator, (file, pointer, rule) =>
    problems.push({ file, pointer, rule }),
  );
  const books = new Map(rulebooks.map((book) => [book.id, book]));
  const brands = folders.flatMap((folder) => {
    const brand = loadBrand(folder, options, books, problems);
    return brand ? [brand] : [];
  });
  checkAcrossBrands(brands, problems);
  return { brands, rulebooks, problems };
}

/** The checks of one brand folder's files, each reporting into `problems` with the file, pointer and rule. */
function brandFileChecks(folder: BrandFolder, options: LoadOptions, problems: Problem[]) {
  const report: Report = (file, pointer, rule) => problems.push({ file, pointer, rule });
  const fileName = (relative: string) => `${folder.root}/${relative}`;
  const assets = new Set(folder.assets);
  const reportMissingAssets = (file: string, value: unknown, at: string) => {
    for (const [pointer, asset] of assetReferences(value, at)) {
      if (!assets.has(asset)) report(file, pointer, `no file ${folder.root}/${asset}`);
    }
  };

  function readDocument<T>(relative: string, text: string, kind: DocumentKind): T | undefined {
    const file = fileName(relative);
    const parsed = parseJson(text);
    if (!parsed.ok) return void report(file, '', parsed.rule);
    const issues = options.validator.validate(kind, parsed.value);
    issues.forEach((issue) => report(file, issue.pointer, issue.rule));
    return issues.length ? undefined : (parsed.value as T);
  }

  /** Props, visibility and asset references of component records; returns whether all are valid. */
  function checkComponents(file: string, base: string, records: readonly ComponentRecord[]): boolean {
    const before = problems.length;
    records.forEach((record, index) => {
      const at = pointerTo(base, index);
      const propsIssues = options.validator.validateProps(record.alias, record.props);
      if (!propsIssues) return report(file, `${at}/alias`, `unknown component "${record.alias}"`);
      propsIssues.forEach((issue) => report(file, `${at}/props${issue.pointer}`, issue.rule));
      options.reviewComponent?.(record).forEach((issue) => report(file, `${at}${issue.pointer}`, issue.rule));
      if (record.schedule)
        scheduleProblems(record.schedule).forEach((issue) => report(file, `${at}/schedule${issue.pointer}`, issue.rule));
      reportMissingAssets(file, record.props, `${at}/props`);
    });
    return problems.length === before;
  }

  /** A market's own copy of shell components: each entry names one shell component, and the merged props are valid. */
  function checkShellProps(brand: BrandManifest, market: MarketManifest, file: string): boolean {
    const before = problems.length;
    const names = [...brand.shell.before, ...brand.shell.after].map(shellNameOf);
    const translated = Object.entries(market.localeShellProps ?? {});
    for (const [locale] of translated)
      if (!market.locales.slice(1).includes(locale))
        report(
          file,
          `/localeShellProps/${locale}`,
          `"${locale}" is not one of the market's other locales (${market.locales.slice(1).join(', ') || 'it has none'})`,
        );
    const entries = [
      ...Object.entries(market.shellProps ?? {}).map(([name, props]) => ({ name, props, at: `/shellProps/${name}` })),
      ...translated.flatMap(([locale, shellProps]) =>
        Object.entries(marketShellProps(market, locale) ?? {})
          .filter(([name]) => name in shellProps)
          .map(([name, props]) => ({ name, props, at: `/localeShellProps/${locale}/${name}` })),
      ),
    ];
    for (const { name, props, at } of entries) {
      const named = shellRecordsNamed(brand.shell, name);
      if (named.length !== 1) {
        report(
          file,
          at,
          named.length === 0
            ? `no component of the brand's shell is named "${name}" (by key, or alias when it has no key): ${[...new Set(names)].join(', ')}`
            : `${named.length} components of the brand's shell are named "${name}": give each a key in brand.json and name it by that`,
        );
        continue;
      }
      const [record] = named as [ComponentRecord];
      options.validator
        .validateProps(record.alias, { ...record.props, ...props })
        ?.forEach((issue) => report(file, `${at}${issue.pointer}`, issue.rule));
      reportMissingAssets(file, props, at);
    }
    return problems.length === before;
  }

  return { report, fileName, assets, readDocument, checkComponents, checkShellProps, languages: options.languages };
}

type BrandFileChecks = ReturnType<typeof brandFileChecks>;

/** brand.json, checked on its own: schema, name, favicon and logo files, palette contrast and the shell's components. */
function loadManifest(folder: BrandFolder, checks: BrandFileChecks): BrandManifest | undefined {
  const { report, fileName } = checks;
  const brandFile = folder.files.find((file) => file.relative === 'brand.json');
  if (!brandFile) return void report(fileName('brand.json'), '', 'every brand folder needs a brand.json');
  const manifest = checks.readDocument<BrandManifest>('brand.json', brandFile.text, 'brand');
  if (!manifest) return undefined;
  let valid = true;
  if (manifest.name !== folder.name) {
    report(fileName('brand.json'), '/name', `must equal the folder name "${folder.name}"`);
    valid = false;
  }
  if (!checks.assets.has(manifest.theme.favicon)) {
    report(fileName('brand.json'), '/theme/favicon', `no file ${folder.root}/${manifest.theme.favicon}`);
    valid = false;
  }
  if (manifest.theme.logo !== undefined && !checks.assets.has(manifest.theme.logo)) {
    report(fileName('brand.json'), '/theme/logo', `no file ${folder.root}/${manifest.theme.logo}`);
    valid = false;
  }
  // Markets cannot override the theme, so the brand's palette is the one every market shows.
  for (const problem of paletteContrastProblems(manifest.theme.palette, fileName('brand.json'))) {
    report(problem.file, problem.pointer, problem.rule);
    valid = false;
  }
  for (const [index, language] of manifest.languages.entries())
    if (checks.languages && !checks.languages.includes(language)) {
      report(
        fileName('brand.json'),
        `/languages/${index}`,
        `no strings for "${language}" in messages/: add messages/${language}/ (the languages with strings are ${checks.languages.join(', ')})`,
      );
      valid = false;
    }
  valid = checks.checkComponents(fileName('brand.json'), '/shell/before', manifest.shell.before) && valid;
  valid = checks.checkComponents(fileName('brand.json'), '/shell/after', manifest.shell.after) && valid;
  return valid ? manifest : undefined;
}

function loadBrand(
  folder: BrandFolder,
  options: LoadOptions,
  books: ReadonlyMap<string, MarketRulebook>,
  problems: Problem[],
): LoadedBrand | undefined {
  const checks = brandFileChecks(folder, options, problems);
  const { report, fileName } = checks;
  const manifest = loadManifest(folder, checks);
  if (!manifest) return undefined;

  const markets: LoadedMarket[] = [];
  const pages: LoadedPage[] = [];
  const served: LoadedPage[] = [];
  // Every market a file declares, valid or not: a broken market file is reported once, by itself,
  // not again by each page record that names it or by the rest-of-world count.
  const declaredMarkets: DeclaredMarket[] = [];
  for (const { relative, text } of folder.files) {
    if (relative === 'brand.json') continue;
    const file = fileName(relative);
    if (relative.startsWith('markets/')) {
      const id = MARKET_FILE.exec(relative)?.[1];
      if (!id) {
        report(file, '', 'a market file is named after its market in lower case: markets/<id>.json with a-z, 0-9 and -');
        continue;
      }
      const parsed = parseJson(text);
      declaredMarkets.push({ id, file, isRow: parsed.ok && (parsed.value as { isRow?: unknown })?.isRow === true });
      const market = checks.readDocument<MarketManifest>(relative, text, 'market');
      if (market && checkMarket(manifest, market, file, books, report) && checks.checkShellProps(manifest, market, file))
        markets.push({
          id,
          file,
          manifest: market,
          rulebook: market.rulebook === undefined ? null : books.get(market.rulebook)!,
        });
    } else if (relative.startsWith('content/')) {
      const content = readContentFile(file, text, options.validator, report);
      if (!content) continue;
      const page = { file, record: content.record };
      served.push(page);
      if (content.valid && checks.checkComponents(file, '/components', page.record.components)) pages.push(page);
    } else {
      report(file, '', 'unexpected file: a brand folder holds brand.json, markets/*.json, content/**/*.json and assets/');
    }
  }
  checkMarkets(folder, declaredMarkets, markets, report);
  const servedPages = checkPages(served, declaredMarkets, report);
  problems.push(
    ...offerRuleProblems({ file: fileName('brand.json'), manifest, markets, pages: servedPages }, options.now ?? Date.now()),
  );
  const validPages = pages.filter((page) => servedPages.includes(page));
  return {
    name: folder.name,
    root: folder.root,
    file: fileName('brand.json'),
    manifest,
    markets,
    pages: validPages,
    content: servedPages,
    assets: folder.assets,
  };
}

/**
 * A content file as a CMS holds it: its page, when the file is JSON with a page's shape (every
 * problem the schema finds is inside one component record), and whether the schema found none.
 */
function readContentFile(
  file: string,
  text: string,
  validator: SchemaValidator,
  report: Report,
): { record: PageRecord; valid: boolean } | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok) return void report(file, '', parsed.rule);
  const issues = validator.validate('page', parsed.value);
  const schedule = (parsed.value as Partial<PageRecord> | null)?.schedule;
  if (issues.length === 0 && schedule)
    issues.push(...scheduleProblems(schedule).map((problem) => ({ ...problem, pointer: `/schedule${problem.pointer}` })));
  issues.forEach((issue) => report(file, issue.pointer, issue.rule));
  if (!issues.every((issue) => WITHIN_RECORD.test(issue.pointer))) return undefined;
  return { record: parsed.value as PageRecord, valid: issues.length === 0 };
}

type Report = (file: string, pointer: string, rule: string) => void;

/** Whether the time zone database knows the zone (Europe/London yes, Europe/Londn no). */
function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function checkMarket(
  brand: BrandManifest,
  market: MarketManifest,
  file: string,
  books: ReadonlyMap<string, MarketRulebook>,
  report: Report,
): boolean {
  let valid = true;
  const fail = (pointer: string, rule: string) => {
    report(file, pointer, rule);
    valid = false;
  };
  if (!brand.casinoIds.desktop.includes(market.casinoId)) {
    fail('/casinoId', `must be one of the brand's desktop casino ids (${brand.casinoIds.desktop.join(', ')})`);
  }
  if (!brand.casinoIds.mobile.includes(market.mobileCasinoId)) {
    fail('/mobileCasinoId', `must be one of the brand's mobile casino ids (${brand.casinoIds.mobile.join(', ')})`);
  }
  for (const [index, locale] of market.locales.entries()) {
    const language = languageOfLocale(locale);
    if (!brand.languages.includes(language))
      fail(
        index === 0 ? '/locale' : `/locales/${index}`,
        `language "${language}" of ${locale} is not one of the brand's languages (${brand.languages.join(', ')}): its pages would have no strings`,
      );
  }
  if (market.timeZone !== undefined && !isTimeZone(market.timeZone))
    fail('/timeZone', `"${market.timeZone}" is not a time zone: use an IANA name such as Europe/London`);
  if (market.rulebook !== undefined && !books.has(market.rulebook))
    fail(
      '/rulebook',
      `no rulebook "${market.rulebook}" in rulebooks/: ${books.size ? `the books are ${[...books.keys()].sort().join(', ')}` : 'there is none'}`,
    );
  const required = rulebookOfCountry([...books.values()], market.countryIso2Code);
  if (required && market.rulebook !== required.id)
    fail('/rulebook', `a market for ${market.countryIso2Code} must name the rulebook "${required.id}" (${required.name})`);
  if (market.locales[0] !== market.locale) fail('/locales/0', `must equal locale "${market.locale}", the market's default`);
  if (market.countryIso2Code && brand.restrictedCountries.includes(market.countryIso2Code)) {
    fail('/countryIso2Code', `${market.countryIso2Code} is one of the brand's restrictedCountries`);
  }
  return valid;
}

interface DeclaredMarket {
  id: string;
  file: string;
  isRow: boolean;
}

function checkMarkets(folder: BrandFolder, declared: DeclaredMarket[], markets: LoadedMarket[], report: Report) {
  const restOfWorld = declared.filter((market) => market.isRow);
  if (restOfWorld.length !== 1) {
    report(
      `${folder.root}/markets`,
      '',
      `must hold exactly one rest-of-world market (isRow: true); found ${restOfWorld.length ? restOfWorld.map((market) => market.file).join(', ') : 'none'}`,
    );
  }
  const byCountry = new Map<string, LoadedMarket>();
  for (const market of markets) {
    const country = market.manifest.countryIso2Code;
    if (!country) continue;
    const other = byCountry.get(country);
    if (other) report(market.file, '/countryIso2Code', `${country} is already served by ${other.file}`);
    else byCountry.set(country, market);
  }
}

/**
 * A window of a scheduled record as instants ([from, until)); a record without a schedule has none:
 * it is the path's record whenever no scheduled one is in force.
 */
const windowOf = (record: PageRecord): [number, number] | undefined =>
  record.schedule && [scheduleInstant(record.schedule.from) ?? -Infinity, scheduleInstant(record.schedule.until) ?? Infinity];

function checkPages(pages: LoadedPage[], markets: DeclaredMarket[], report: Report): LoadedPage[] {
  const marketIds = new Set(markets.map((market) => market.id));
  // Per path, market (or * for every market) and locale (or the default language): the record without a
  // schedule, and the scheduled ones. A translation (fr-CA) stands beside its original, never against it.
  const claimed = new Map<string, { always?: LoadedPage; scheduled: LoadedPage[] }>();
  return pages.filter((page) => {
    const { record, file } = page;
    let valid = true;
    (record.markets ?? []).forEach((id, index) => {
      if (!marketIds.has(id)) {
        report(file, `/markets/${index}`, `no market "${id}": the brand's markets are ${[...marketIds].sort().join(', ')}`);
        valid = false;
      }
    });
    const window = windowOf(record);
    const scopes = (record.markets ?? ['*']).flatMap((market) => (record.locales ?? ['']).map((locale) => ({ market, locale })));
    for (const { market: scope, locale } of scopes) {
      const key = `${record.path} ${scope} ${locale}`;
      const claims = claimed.get(key) ?? { scheduled: [] };
      claimed.set(key, claims);
      const forScope = `${scope === '*' ? '' : ` for market "${scope}"`}${locale ? ` in ${locale}` : ''}`;
      if (!window) {
        if (claims.always) {
          report(file, '/path', `"${record.path}" is already defined${forScope} by ${claims.always.file}`);
          valid = false;
        } else claims.always = page;
        continue;
      }
      const overlapping = claims.scheduled.find((other) => {
        const [from, until] = windowOf(other.record)!;
        return from < window[1] && window[0] < until;
      });
      if (overlapping) {
        report(file, '/schedule', `overlaps the schedule of ${overlapping.file}, which also shows "${record.path}"${forScope}`);
        valid = false;
      } else claims.scheduled.push(page);
    }
    return valid;
  });
}

function checkAcrossBrands(brands: LoadedBrand[], problems: Problem[]) {
  const hostOwner = new Map<string, LoadedBrand>();
  const nodeOwner = new Map<number, LoadedMarket>();
  const casinoOwner = new Map<number, LoadedBrand>();
  for (const brand of brands) {
    for (const device of ['desktop', 'mobile'] as const) {
      brand.manifest.casinoIds[device].forEach((casinoId, index) => {
        const owner = casinoOwner.get(casinoId);
        if (owner) {
          problems.push({
            file: brand.file,
            pointer: `/casinoIds/${device}/${index}`,
            rule: `${casinoId} is already a casino id of ${owner.file}`,
          });
        } else casinoOwner.set(casinoId, brand);
      });
    }
    brand.manifest.hosts.forEach((host, index) => {
      const owner = hostOwner.get(host);
      if (owner)
        problems.push({ file: brand.file, pointer: `/hosts/${index}`, rule: `${host} is already served by ${owner.file}` });
      else hostOwner.set(host, brand);
    });
    for (const market of brand.markets) {
      const owner = nodeOwner.get(market.manifest.marketNodeId);
      if (owner) {
        problems.push({
          file: market.file,
          pointer: '/marketNodeId',
          rule: `${market.manifest.marketNodeId} is already the node of ${owner.file}`,
        });
      } else nodeOwner.set(market.manifest.marketNodeId, market);
    }
  }
}

/** Every string prop that names a brand asset (`assets/…`), with its pointer. */
function* assetReferences(value: unknown, pointer: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (value.startsWith('assets/')) yield [pointer, value];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* assetReferences(item, pointerTo(pointer, index));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* assetReferences(item, pointerTo(pointer, key));
  }
}
