#!/usr/bin/env node
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { DEFAULT_BRANDS_DIR, type CommandResult } from './project.ts';
import { runValidate } from './commands/validate.ts';
import { runScaffold } from './commands/scaffold.ts';
import { runMarketAdd } from './commands/market-add.ts';
import { runTypes } from './commands/types.ts';
import { runExplain } from './commands/explain.ts';

const positiveInteger = (flag: string) => (value: string) => {
  if (!/^[1-9][0-9]*$/.test(value)) throw new InvalidArgumentError(`${flag} must be a positive whole number, got "${value}".`);
  return Number(value);
};

async function finish(result: Promise<CommandResult>) {
  const { exitCode, output, machine } = await result;
  if (output) (exitCode === 0 || machine ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = exitCode;
}

const program = new Command('croupier')
  .description('Validate, scaffold and explain Croupier brands.')
  .option('--brands-dir <dir>', 'the brands folder to work on', DEFAULT_BRANDS_DIR)
  .showHelpAfterError()
  .exitOverride();

const brandsDir = () => program.opts<{ brandsDir: string }>().brandsDir;

program
  .command('validate')
  .description('check every brand manifest, market manifest and page record, component props included')
  .option('--brand <name>', 'check one brand only')
  .option('--json', 'print the result as JSON')
  .action((options: { brand?: string; json?: boolean }) => finish(runValidate({ brandsDir: brandsDir(), ...options })));

const brand = program.command('brand').description('work on brands');
brand
  .command('scaffold <name>')
  .description('create a complete, valid brand: manifest, theme, rest-of-world market and starter content')
  .requiredOption('--casino-id <n>', 'desktop casino id', positiveInteger('--casino-id'))
  .requiredOption('--mobile-casino-id <n>', 'mobile casino id', positiveInteger('--mobile-casino-id'))
  .option('--from <brand>', 'copy theme, shell and content from an existing brand')
  .option('--display-name <name>', 'the brand name players read (default: from <name>)')
  .action((name: string, options: { casinoId: number; mobileCasinoId: number; from?: string; displayName?: string }) =>
    finish(runScaffold({ brandsDir: brandsDir(), name, ...options })),
  );

const market = program.command('market').description('work on markets');
market
  .command('add <brand>')
  .description('add a market to a brand')
  .option('--country <ISO2>', 'the country the market serves (two letters)')
  .requiredOption('--locale <tag>', 'the market locale, such as en-NZ or zh')
  .requiredOption('--node-id <n>', 'the content node of the market', positiveInteger('--node-id'))
  .option('--row', 'make it the rest-of-world market (no --country)')
  .option('--currency <ISO4217>', "visitors' currency before login (default: the rest-of-world market's)")
  .option('--casino-id <n>', "desktop casino id (default: the brand's first)", positiveInteger('--casino-id'))
  .option('--mobile-casino-id <n>', "mobile casino id (default: the brand's first)", positiveInteger('--mobile-casino-id'))
  .action(
    (
      brandName: string,
      options: {
        country?: string;
        locale: string;
        nodeId: number;
        row?: boolean;
        currency?: string;
        casinoId?: number;
        mobileCasinoId?: number;
      },
    ) => finish(runMarketAdd({ brandsDir: brandsDir(), brand: brandName, ...options })),
  );

program
  .command('types')
  .description('regenerate schemas/generated from the JSON Schemas')
  .option('--check', 'only report whether schemas/generated is up to date')
  .action((options: { check?: boolean }) => finish(runTypes(options)));

program
  .command('explain <brand> <path>')
  .description('show the market chosen and every component of a page, with why it is in or out')
  .option('--country <code>', "the visitor's country, ISO 3166 two or three letters (default: unknown, so GBR)")
  .option('--logged-in', 'as a logged-in player')
  .option('--mobile', 'on a mobile device')
  .option('--json', 'print the result as JSON')
  .action(
    (brandName: string, pagePath: string, options: { country?: string; loggedIn?: boolean; mobile?: boolean; json?: boolean }) =>
      finish(runExplain({ brandsDir: brandsDir(), brand: brandName, path: pagePath, ...options })),
  );

try {
  await program.parseAsync();
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version are not failures; everything else commander rejects is a usage error.
  process.exitCode = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
}
