import { readMessageFiles } from '../../engine/brand-files/index.ts';
import { parseJson } from '../../engine/manifest/index.ts';
import { DISPLAY_ROOT, StudioError } from './brand-files.ts';
import { readFolders } from './folders-with-drafts.ts';
import { marketLanguages, pageSummariesOf } from './market-languages.ts';
import { schemaFieldProblems } from '../shared/schema-field-problems.ts';

/** Which market's languages, and optionally the locales to read them for (the form's, before a save). */
export interface MarketLanguagesRequest {
  brand: string;
  market: string;
  /** The locales as edited, the first the default; absent: the market file's on disk. */
  locales?: string[];
}

/** A market id as the loader names market files: markets/<id>.json with a-z, 0-9 and -. */
const MARKET_ID = /^[a-z0-9-]+$/;

/** The route's parameters and `?locales=en-CA,fr-CA`, checked: each locale by the market schema's own rule, once. */
export function marketLanguagesRequestOf(params: { brand?: unknown; market?: unknown }, query: { locales?: unknown }) {
  const brand = String(params.brand ?? '');
  const market = String(params.market ?? '');
  if (!MARKET_ID.test(market))
    throw new StudioError(400, 'usage', `"${market.slice(0, 40)}" is not a market id: a-z, 0-9 and -, as markets/<id>.json`);
  if (query.locales === undefined) return { brand, market };
  if (typeof query.locales !== 'string' || query.locales === '')
    throw new StudioError(400, 'usage', 'locales is one list of locales, comma-separated: ?locales=en-CA,fr-CA');
  const locales = query.locales.split(',');
  for (const locale of locales) {
    const [problem] = schemaFieldProblems({ locale });
    if (problem) throw new StudioError(400, 'usage', `locale "${locale.slice(0, 40)}": ${problem.message}`);
  }
  const twice = locales.find((locale, index) => locales.indexOf(locale) !== index);
  if (twice) throw new StudioError(400, 'usage', `locale "${twice}" is named twice: a market offers each locale once`);
  return { brand, market, locales };
}

const localesOf = (market: unknown): string[] | undefined => {
  const { locale, locales } = (market ?? {}) as { locale?: unknown; locales?: unknown };
  if (Array.isArray(locales) && locales.length && locales.every((each) => typeof each === 'string')) return locales as string[];
  return typeof locale === 'string' ? [locale] : undefined;
};

/**
 * A market's languages (see marketLanguages) over the brand's page records on disk and the site's
 * message files: the strings each locale's language lacks and the records with no record for it.
 */
export async function readMarketLanguages(brandsDir: string, messagesDir: string, request: MarketLanguagesRequest) {
  const folder = (await readFolders(brandsDir)).find((candidate) => candidate.name === request.brand);
  if (!folder) throw new StudioError(404, 'no_brand', `no brand "${request.brand.slice(0, 40)}" in ${DISPLAY_ROOT}/`);
  let locales = request.locales;
  if (!locales) {
    const file = `${folder.root}/markets/${request.market}.json`;
    const text = folder.files.find((candidate) => candidate.relative === `markets/${request.market}.json`)?.text;
    if (text === undefined) throw new StudioError(404, 'no_market', `${file} does not exist`);
    const parsed = parseJson(text);
    locales = localesOf(parsed.ok ? parsed.value : undefined);
    if (!locales) throw new StudioError(400, 'no_locales', `${file} names no locale: give them as ?locales=en-CA,fr-CA`);
  }
  const { files } = readMessageFiles(messagesDir);
  return {
    brand: request.brand,
    market: request.market,
    locales: marketLanguages({ marketId: request.market, locales, pages: pageSummariesOf(folder), messages: files }),
  };
}
