import { languageOfLocale, PSEUDO_LOCALE, SOURCE_LANGUAGE, type Language } from '../../engine/i18n/index.ts';
import { catalogueProblems, type CatalogueFile } from '../../engine/i18n/icu/index.ts';
import { parseJson, type BrandFolder } from '../../engine/manifest/index.ts';

/** What the Languages screen needs of a page record, read even when the record is invalid. */
export interface PageSummary {
  /** `brands/jackpotcity/content/pages/terms.json` */
  file: string;
  path: string;
  title?: string;
  /** The market ids the record is for; absent: every market without a record of its own. */
  markets?: readonly string[];
  /** The locales the record is the translation for; absent: the market's default locale. */
  locales?: readonly string[];
  scheduled: boolean;
}

/** A player-facing string English has and a language lacks. */
interface MissingString {
  /** The message file's area: `content` for messages/fr/content.json. */
  area: string;
  key: string;
}

/** A page record a market reads that has no record for a locale: the locale's visitors read it untranslated. */
interface MissingPage {
  file: string;
  path: string;
  title?: string;
}

/** One locale of a market, as the studio's Languages section shows it. */
interface LocaleLanguage {
  locale: string;
  /** The language whose strings the locale reads: fr-CA → fr. */
  language: Language;
  /** The market's default locale: the first of its locales, which reads the records without locales. */
  isDefault: boolean;
  /** Its strings are English's own (English, the pseudo-locale): nothing to translate. */
  isSource: boolean;
  /** Why the site refuses the market: its language has no strings at all. */
  refusal?: string;
  /** The strings English has and the language lacks, by area and key; none for English and the pseudo-locale. */
  missingStrings: MissingString[];
  /** The market's page records with no record for this locale; none for the default locale. */
  missingPages: MissingPage[];
}

interface MarketLanguagesInput {
  marketId: string;
  /** Every locale the market offers; the first is its default. */
  locales: readonly string[];
  /** The brand's page records. */
  pages: readonly PageSummary[];
  /** Every language's message files, English's among them. */
  messages: readonly CatalogueFile[];
  /** The message folder as problems name it. */
  messagesFolder?: string;
}

/** catalogueProblems' rules for a key or an area a translation lacks. */
const MISSING_RULE = 'missing:';

/** How closely a record without locales fits the market (as the site's marketRecords), or undefined when it is not for it. */
function fitOf(page: PageSummary, marketId: string): number | undefined {
  const forMarket = page.markets?.includes(marketId) === true;
  if (page.markets && !forMarket) return undefined;
  return (forMarket ? 2 : 0) + (page.scheduled ? 1 : 0);
}

const isTranslation = (page: PageSummary) => (page.locales?.length ?? 0) > 0;

/**
 * The records without locales the market reads at some time: those for it or for every market, less
 * any that a closer record without a schedule always hides (every market's lobby under the market's own).
 */
function recordsMarketReads(pages: readonly PageSummary[], marketId: string): PageSummary[] {
  const fitting = pages.filter((page) => !isTranslation(page) && fitOf(page, marketId) !== undefined);
  return fitting.filter(
    (page) =>
      !fitting.some((other) => other.path === page.path && !other.scheduled && fitOf(other, marketId)! > fitOf(page, marketId)!),
  );
}

function missingPagesOf(locale: string, marketId: string, pages: readonly PageSummary[]): MissingPage[] {
  const translated = new Set(
    pages.filter((page) => page.locales?.includes(locale) && fitOf(page, marketId) !== undefined).map((page) => page.path),
  );
  return recordsMarketReads(pages, marketId)
    .filter((page) => !translated.has(page.path))
    .map(({ file, path, title }) => ({ file, path, ...(title === undefined ? {} : { title }) }))
    .sort((a, b) => a.path.localeCompare(b.path, 'en') || a.file.localeCompare(b.file, 'en'));
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Each language's missing strings, from catalogueProblems: a key it lacks, or every key of an area it lacks. */
function missingStringsByLanguage(messages: readonly CatalogueFile[], folder: string): Map<Language, MissingString[]> {
  const byLanguage = new Map<Language, MissingString[]>();
  const englishKeys = (area: string) =>
    Object.keys(objectOf(messages.find((file) => file.language === SOURCE_LANGUAGE && file.area === area)?.json));
  for (const { file, key, rule } of catalogueProblems(messages, folder)) {
    const [language, areaFile] = file.slice(folder.length + 1).split('/');
    if (!rule.startsWith(MISSING_RULE) || !language || !areaFile) continue;
    const area = areaFile.replace(/\.json$/, '');
    const missing = byLanguage.get(language) ?? [];
    byLanguage.set(language, missing);
    missing.push(...(key ? [key] : englishKeys(area)).map((each) => ({ area, key: each })));
  }
  return byLanguage;
}

/**
 * A market's languages: for each locale, its language, whether it is the default, the strings its
 * language lacks (or that it has none, which the site refuses), and, for a locale other than the
 * default, the page records the market reads that have no record for the locale.
 */
export function marketLanguages({
  marketId,
  locales,
  pages,
  messages,
  messagesFolder = 'messages',
}: MarketLanguagesInput): LocaleLanguage[] {
  const missingStrings = missingStringsByLanguage(messages, messagesFolder);
  return locales.map((locale, index) => {
    const language = languageOfLocale(locale);
    const fromEnglish = language === SOURCE_LANGUAGE || language === PSEUDO_LOCALE;
    const hasStrings = fromEnglish || messages.some((file) => file.language === language);
    return {
      locale,
      language,
      isDefault: index === 0,
      isSource: fromEnglish,
      ...(hasStrings ? {} : { refusal: `no strings in ${messagesFolder}/${language}/: the site refuses this market` }),
      missingStrings: fromEnglish ? [] : (missingStrings.get(language) ?? []),
      missingPages: index === 0 ? [] : missingPagesOf(locale, marketId, pages),
    };
  });
}

const stringsOf = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

/** The brand's page records as the Languages section reads them; a file that is not a record with a path is left out. */
export function pageSummariesOf(folder: BrandFolder): PageSummary[] {
  return folder.files
    .filter((file) => file.relative.startsWith('content/'))
    .flatMap(({ relative, text }) => {
      const parsed = parseJson(text);
      const record = objectOf(parsed.ok ? parsed.value : undefined);
      if (typeof record.path !== 'string') return [];
      const title = objectOf(record.meta).title;
      const markets = stringsOf(record.markets);
      const locales = stringsOf(record.locales);
      return [
        {
          file: `${folder.root}/${relative}`,
          path: record.path,
          ...(typeof title === 'string' ? { title } : {}),
          ...(markets ? { markets } : {}),
          ...(locales ? { locales } : {}),
          scheduled: record.schedule !== undefined,
        },
      ];
    });
}
