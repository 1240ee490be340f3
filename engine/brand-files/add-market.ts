import { existsSync } from 'node:fs';
import path from 'node:path';
import { toIso2Country } from '../market/index.ts';
import { formatProblem, type LoadedBrand } from '../manifest/index.ts';
import type { BrandManifest, MarketManifest } from '../../schemas/index.ts';
import { rulebookOfCountry, type MarketRulebook } from '../rules/index.ts';
import { writeIfValid, type LoadBrandFolders } from './planned-files.ts';
import { readBrandFolders } from './read-brand-folders.ts';

export interface MarketAddRequest {
  brandsDir: string;
  /** How files are named in messages (`brands`). */
  displayRoot: string;
  /** Loads brand folders with the component catalogue's rules (the caller's engine). */
  load: (
    folders: Parameters<LoadBrandFolders>[0],
  ) => ReturnType<LoadBrandFolders> & { brands: LoadedBrand[]; rulebooks: readonly MarketRulebook[] };
  brand: string;
  country?: string;
  locale: string;
  nodeId: number;
  row?: boolean;
  currency?: string;
  casinoId?: number;
  mobileCasinoId?: number;
  /** The market file's text as the caller's tools write JSON (the repository's Prettier settings); JSON.stringify's without. */
  formatJson?: (value: unknown) => Promise<string>;
}

export interface MarketAddResult {
  exitCode: 0 | 1 | 2;
  output: string;
}

const regionName = (country: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;

/** The market file `market add` would write, or why it would not (an exit code and what to say). */
export type MarketPlan =
  | { ok: false; result: MarketAddResult }
  | {
      ok: true;
      /** `markets/ie.json` */
      relative: string;
      id: string;
      market: MarketManifest;
      brand: LoadedBrand;
      folders: Awaited<ReturnType<typeof readBrandFolders>>;
    };

/**
 * The market file a brand would get (what `cli market add` writes and the studio shows as a draft);
 * refuses a duplicate country or a second rest-of-world market. Nothing is written.
 */
export async function planMarket(options: MarketAddRequest): Promise<MarketPlan> {
  const usage = (output: string): MarketPlan => ({ ok: false, result: { exitCode: 2, output } });
  const refuse = (output: string): MarketPlan => ({
    ok: false,
    result: { exitCode: 1, output: `${output}; nothing was written` },
  });
  if (options.row && options.country) return usage('give either --country or --row, not both');
  if (!options.row && !options.country)
    return usage('give --country <ISO2> for a country market, or --row for the rest-of-world market');
  const country = options.country?.toUpperCase();
  if (country && (!/^[A-Z]{2}$/.test(country) || !toIso2Country(country))) {
    return usage(`--country must be a two-letter ISO 3166 country code such as NZ, got "${options.country}"`);
  }

  const { displayRoot, load } = options;
  if (!existsSync(path.join(options.brandsDir, options.brand))) return refuse(`no brand "${options.brand}" in ${displayRoot}`);
  const folders = await readBrandFolders(options.brandsDir, displayRoot);
  const { brands, rulebooks } = load(folders.filter((folder) => folder.name === options.brand));
  const brand = brands[0];
  if (!brand) return refuse(`brand "${options.brand}" is invalid; run npm run cli -- validate --brand ${options.brand}`);

  const id = country ? country.toLowerCase() : 'row';
  const relative = `markets/${id}.json`;
  const servedBy = brand.markets.find((market) =>
    country ? market.manifest.countryIso2Code === country : market.manifest.isRow,
  );
  if (servedBy)
    return refuse(
      `brand "${brand.name}" already has ${country ? `a market for ${country}` : 'a rest-of-world market'}: ${servedBy.file}`,
    );
  if (brand.markets.some((market) => market.id === id)) return refuse(`${brand.root}/${relative} already exists`);

  const restOfWorld = brand.markets.find((market) => market.manifest.isRow);
  const market = marketManifestOf(
    { ...options, country, rulebook: rulebookOfCountry(rulebooks, country)?.id },
    brand.manifest,
    restOfWorld?.manifest,
  );
  return { ok: true, relative, id, market, brand, folders };
}

/**
 * The market file for a country (or the rest of the world) of a brand: what `market add` writes, and
 * what the studio's New brand drafts for the new brand's first market. Unset ids come from the brand's
 * first casinos, an unset currency from its rest-of-world market.
 */
export function marketManifestOf(
  options: Pick<MarketAddRequest, 'country' | 'locale' | 'nodeId' | 'row' | 'currency' | 'casinoId' | 'mobileCasinoId'> & {
    /** The regulator's book the country's markets name (ukgc for GB), if any. */
    rulebook?: string | undefined;
  },
  brand: Pick<BrandManifest, 'casinoIds'> & { features: { kyc: { required: boolean } } },
  restOfWorld?: Pick<MarketManifest, 'currencyIsoCode'>,
): MarketManifest {
  const country = options.country?.toUpperCase();
  return {
    $schema: '../../../schemas/market.schema.json',
    name: country ? regionName(country) : 'Rest of world',
    marketNodeId: options.nodeId,
    countryIso2Code: country ?? null,
    locale: options.locale,
    locales: [options.locale],
    isRow: Boolean(options.row),
    isKYCRequired: brand.features.kyc.required,
    ...(options.rulebook ? { rulebook: options.rulebook } : {}),
    casinoId: options.casinoId ?? brand.casinoIds.desktop[0]!,
    mobileCasinoId: options.mobileCasinoId ?? brand.casinoIds.mobile[0]!,
    currencyIsoCode: options.currency?.toUpperCase() ?? restOfWorld?.currencyIsoCode ?? 'EUR',
  };
}

/**
 * Adds a valid market file to a brand (what `cli market add` and the studio's Add market do); refuses
 * a duplicate country or a second rest-of-world market. Exit code 0 added, 1 refused, 2 bad options.
 */
export async function addMarket(options: MarketAddRequest): Promise<MarketAddResult> {
  const plan = await planMarket(options);
  if (!plan.ok) return plan.result;
  const { relative, id, market, brand, folders } = plan;
  const { displayRoot, load } = options;
  const country = market.countryIso2Code;
  const refuse = (output: string): MarketAddResult => ({ exitCode: 1, output: `${output}; nothing was written` });
  const target = folders.find((folder) => folder.name === brand.name);
  if (!target) return refuse(`no brand "${options.brand}" in ${displayRoot}`);
  const outcome = await writeIfValid(
    options.brandsDir,
    folders,
    target,
    new Map([[relative, options.formatJson ? await options.formatJson(market) : `${JSON.stringify(market, null, 2)}\n`]]),
    load,
  );
  if (!outcome.written)
    return { exitCode: 1, output: [...outcome.problems.map(formatProblem), 'nothing was written'].join('\n') };
  return {
    exitCode: 0,
    output: [
      `added market "${id}" (${market.name}) to ${brand.name}: ${outcome.files.join(', ')}`,
      `  locale ${market.locale}, node ${market.marketNodeId}, casino ids ${market.casinoId} / ${market.mobileCasinoId}, currency ${market.currencyIsoCode}${options.currency ? '' : ' (from the rest-of-world market; --currency changes it)'}`,
      `check it with: npm run cli -- explain ${brand.name} / --country ${country ?? 'XX'}`,
    ].join('\n'),
  };
}
