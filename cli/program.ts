import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import {
  DEFAULT_BRANDS_DIR,
  displayRootOf,
  MESSAGES_DIR,
  type BrandsFolderOptions,
  type CommandResult,
  type MessagesFolderOptions,
} from './project.ts';
import { runValidate } from './commands/validate.ts';
import { runScaffold } from './commands/scaffold.ts';
import { runMarketAdd, type MarketAddOptions } from './commands/market-add.ts';
import { runTypes } from './commands/types.ts';
import { runExplain } from './commands/explain.ts';
import { runMessagesExport, runMessagesImport } from './commands/messages.ts';
import { scheduleInstant, SCHEDULE_TIME_RULE } from '../engine/manifest/index.ts';

const positiveInteger = (flag: string) => (value: string) => {
  if (!/^[1-9][0-9]*$/.test(value)) throw new InvalidArgumentError(`${flag} must be a positive whole number, got "${value}".`);
  return Number(value);
};

/** A time the person typed, with its offset, as an instant. */
const instant = (value: string) => {
  const at = scheduleInstant(value);
  if (at === undefined) throw new InvalidArgumentError(`--at ${SCHEDULE_TIME_RULE}, got "${value}".`);
  return at;
};

/** Where a run of the CLI is and where its output goes: the process's own, or a test's. */
export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * `npm run cli -- <argv>`: runs one command and resolves to its exit code (0 ok, 1 invalid input,
 * 2 usage). Each run builds its own program, so runs share nothing.
 */
export async function runCroupierCli(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const finish = async (result: Promise<CommandResult>) => {
    const { exitCode: code, output, machine } = await result;
    if (output) (code === 0 || machine ? io.stdout : io.stderr)(`${output}\n`);
    exitCode = code;
  };

  const program = new Command('croupier')
    .description('Validate, scaffold and explain Croupier brands.')
    .option('--brands-dir <dir>', 'the brands folder to work on', DEFAULT_BRANDS_DIR)
    .option('--messages-dir <dir>', 'the messages folder to work on', MESSAGES_DIR)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError()
    .exitOverride();

  /** The brands folder named on the command line, from the run's working directory. */
  const brandsFolder = (): BrandsFolderOptions => {
    const brandsDir = path.resolve(io.cwd, program.opts<{ brandsDir: string }>().brandsDir);
    return { brandsDir, displayRoot: displayRootOf(brandsDir, io.cwd) };
  };
  /** The messages folder named on the command line, likewise. */
  const messagesFolder = (): MessagesFolderOptions => {
    const messagesDir = path.resolve(io.cwd, program.opts<{ messagesDir: string }>().messagesDir);
    return { messagesDir, messagesRoot: displayRootOf(messagesDir, io.cwd) };
  };

  const commands: CommandContext = { finish, brandsFolder, messagesFolder, cwd: io.cwd };
  addBrandCommands(program, commands);
  addMessageCommands(program, commands);
  addToolCommands(program, commands);

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help and version are not failures; everything else commander rejects is a usage error.
    return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
  }
  return exitCode;
}

/** What every command's action uses: where its output goes and the folders named on the command line. */
interface CommandContext {
  finish: (result: Promise<CommandResult>) => Promise<void>;
  brandsFolder: () => BrandsFolderOptions;
  messagesFolder: () => MessagesFolderOptions;
  cwd: string;
}

/** validate, brand scaffold, market add. */
function addBrandCommands(program: Command, { finish, brandsFolder, messagesFolder }: CommandContext) {
  program
    .command('validate')
    .description('check every brand manifest, market manifest and page record, component props included, and every message file')
    .option('--brand <name>', 'check one brand only (and every message file)')
    .option('--json', 'print the result as JSON')
    .action((options: { brand?: string; json?: boolean }) =>
      finish(runValidate({ ...brandsFolder(), ...messagesFolder(), ...options })),
    );

  const brand = program.command('brand').description('work on brands');
  brand
    .command('scaffold <name>')
    .description('create a complete, valid brand: manifest, theme, rest-of-world market and starter content')
    .requiredOption('--casino-id <n>', 'desktop casino id', positiveInteger('--casino-id'))
    .requiredOption('--mobile-casino-id <n>', 'mobile casino id', positiveInteger('--mobile-casino-id'))
    .option('--from <brand>', 'copy theme, shell and content from an existing brand')
    .option('--display-name <name>', 'the brand name players read (default: from <name>)')
    .action((name: string, options: { casinoId: number; mobileCasinoId: number; from?: string; displayName?: string }) =>
      finish(runScaffold({ ...brandsFolder(), name, ...options })),
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
    .action((brandName: string, options: Omit<MarketAddOptions, 'brand' | keyof BrandsFolderOptions>) =>
      finish(runMarketAdd({ ...brandsFolder(), brand: brandName, ...options })),
    );
}

/** messages export and import: the translators' XLIFF files. */
function addMessageCommands(program: Command, { finish, messagesFolder, cwd }: CommandContext) {
  const messages = program.command('messages').description("translators' files of the player-facing strings, XLIFF 2.0");
  messages
    .command('export <language>')
    .description("write every English message with the language's translation beside it, as XLIFF 2.0")
    .option('--out <file>', 'write to this file (default: print it)')
    .action((language: string, options: { out?: string }) =>
      finish(runMessagesExport({ ...messagesFolder(), cwd: cwd, language, ...options })),
    );
  messages
    .command('import <file>')
    .description("write a translated XLIFF 2.0 file's targets to messages/<language>/, or refuse it whole, naming each unit")
    .action((file: string) => finish(runMessagesImport({ ...messagesFolder(), cwd: cwd, file })));
}

/** types and explain. */
function addToolCommands(program: Command, { finish, brandsFolder }: CommandContext) {
  program
    .command('types')
    .description('regenerate schemas/generated from the JSON Schemas')
    .option('--check', 'only report whether schemas/generated is up to date')
    .action((options: { check?: boolean }) => finish(runTypes(options)));

  program
    .command('explain <brand> <path>')
    .description('show the market chosen and every component of a page, with why it is in or out')
    .option('--country <code>', "the visitor's country, ISO 3166 two or three letters (default: unknown, so GBR)")
    .option('--locale <locale>', 'the language the visitor chose (fr-CA): the market must offer it')
    .option('--logged-in', 'as a logged-in player')
    .option('--mobile', 'on a mobile device')
    .option('--at <time>', 'at this time, with its offset (2026-11-28T18:00:00+00:00): scheduled records as then', instant)
    .option('--json', 'print the result as JSON')
    .action(
      (
        brandName: string,
        pagePath: string,
        {
          at,
          ...options
        }: { country?: string; locale?: string; loggedIn?: boolean; mobile?: boolean; json?: boolean; at?: number },
      ) => finish(runExplain({ ...brandsFolder(), brand: brandName, path: pagePath, ...options, now: at })),
    );
}
