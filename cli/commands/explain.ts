import { explainDecision, explainPage, PLACEMENT } from '../../engine/compose/index.ts';
import { describeSchedule, formatScheduleTime } from '../../engine/manifest/index.ts';
import type { MarketChoice, ResolvedMarket } from '../../engine/market/index.ts';
import { explainRules, type ExplainedRule } from '../../engine/rules/index.ts';
import { loadProject, type BrandsFolderOptions, type CommandResult } from '../project.ts';

export interface ExplainOptions extends BrandsFolderOptions {
  brand: string;
  path: string;
  country?: string;
  /** The locale the visitor chose (their cookie); the market's default when absent or not offered. */
  locale?: string;
  loggedIn?: boolean;
  mobile?: boolean;
  json?: boolean;
  /** The instant explained (scheduled records as then); now when absent. */
  now?: number;
}

const CHOICE: Record<MarketChoice, (market: ResolvedMarket) => string> = {
  asked: (market) => `asked for by id (${market.marketId})`,
  country: (market) => `the visitor's country ${market.country} has this market`,
  restOfWorld: (market) => `no market serves ${market.country}, so the rest-of-world market`,
  fallback: () => 'the brand has no market to fall back on: fallback casino ids',
};

/** Which locale the visitor reads, and why: their choice when the market offers it, else the market's default. */
function localeLine(market: ResolvedMarket, asked: string | undefined): string {
  const why =
    market.localeChoice === 'remembered'
      ? 'the visitor chose it'
      : asked
        ? `the market's default: ${asked} is not one of its locales (${market.locales.join(', ')})`
        : market.locales.length > 1
          ? `the market's default of ${market.locales.join(', ')}; --locale picks another`
          : "the market's only locale";
  return `language   ${market.locale} (strings ${market.language}): ${why}`;
}

/** The market's rulebook: each rule with its source, whether it applies now and what it asks. */
function rulesLines(market: ResolvedMarket, rules: ExplainedRule[]): string[] {
  if (!market.rulebook) return ['rules      none: the market names no rulebook'];
  const kindWidth = Math.max(...rules.map((rule) => rule.kind.length));
  const sourceWidth = Math.max(...rules.map((rule) => rule.source.length));
  return [
    `rules      ${market.rulebook.id}: ${market.rulebook.name}, ${rules.filter((rule) => rule.inForce).length} of ${rules.length} in force`,
    ...rules.map(
      (rule) =>
        `  ${rule.inForce ? 'in ' : 'not'}  ${rule.kind.padEnd(kindWidth)}  ${rule.source.padEnd(sourceWidth)}  ${rule.when}${rule.requires ? `; ${rule.requires}` : ''}`,
    ),
  ];
}

/** The market chosen for a visitor and every component of a page with why it is in or out. */
export async function runExplain(options: ExplainOptions): Promise<CommandResult> {
  const { brands, problems, composePage } = await loadProject(options, options.brand);
  const brand = brands.find((candidate) => candidate.name === options.brand);
  if (!brand) {
    const reason = problems.length ? `brand "${options.brand}" is invalid (run validate)` : `no brand "${options.brand}"`;
    return { exitCode: 1, output: reason };
  }
  if (!options.path.startsWith('/')) return { exitCode: 2, output: `the path must start with /, got "${options.path}"` };

  const { market, page, notFoundPage, pageKind, loggedIn, composition, at } = explainPage(brand, composePage, options);
  const rules = explainRules(market.rulebook, at.now, at.timeZone);

  if (options.json) {
    return {
      exitCode: 0,
      machine: true,
      output: JSON.stringify(
        {
          brand: brand.name,
          market,
          rules,
          page: page ? { file: page.file, ...page.record, components: undefined } : null,
          pageKind,
          loggedIn,
          composition,
        },
        null,
        2,
      ),
    };
  }

  const lines = [
    `brand      ${brand.name} (${brand.manifest.displayName})`,
    `visitor    ${options.country ? `country ${options.country}` : 'country unknown, so GBR'}, ${market.device}, ${loggedIn ? 'logged in' : 'logged out'}${market.countryRestricted ? ` (the brand does not serve ${market.country})` : ''}`,
    `market     ${market.marketId ?? '(none)'}: ${CHOICE[market.choice](market)}`,
    localeLine(market, options.locale),
    `           casino id ${market.casinoId}, client type ${market.clientTypeId}, node ${market.marketNodeId}, currency ${market.currencyIsoCode}, KYC ${market.isKYCRequired ? 'required' : 'not required'}`,
    ...rulesLines(market, rules),
    `time       ${formatScheduleTime(at.now, at.timeZone)}`,
    page
      ? `page       ${options.path} → ${page.record.path}${page.record.markets ? ` for ${page.record.markets.join(', ')}` : ''} (${page.file}), kind ${pageKind}${page.record.schedule ? `, ${describeSchedule(page.record.schedule, at.now, at.timeZone)}` : ''}`
      : `page       ${options.path}: no page record, so the 404 page${notFoundPage ? ` (${notFoundPage.file})` : ''}`,
    'components',
  ];
  const width = Math.max(...composition.decisions.map((decision) => decision.alias.length + (decision.inserted ? 1 : 0)));
  for (const decision of composition.decisions) {
    const name = `${decision.alias}${decision.inserted ? '+' : ''}`.padEnd(width);
    const inserted = decision.inserted ? 'inserted after the games grid; ' : '';
    lines.push(
      `  ${decision.included ? 'in ' : 'out'}  ${name}  ${PLACEMENT[decision.placement].padEnd(5)}  ${inserted}${explainDecision(decision, at)}`,
    );
  }
  const shown = composition.decisions.filter((decision) => decision.included).length;
  lines.push(`${shown} of ${composition.decisions.length} components shown`);
  return { exitCode: 0, output: lines.join('\n') };
}
