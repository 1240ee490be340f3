import { existsSync } from 'node:fs';
import path from 'node:path';
import { messageFolderProblems, readMessageFiles } from '../../engine/brand-files/index.ts';
import { formatProblem, pointerTo, type Problem } from '../../engine/manifest/index.ts';
import { loadProject, type BrandsFolderOptions, type CommandResult, type MessagesFolderOptions } from '../project.ts';

export interface ValidateOptions extends BrandsFolderOptions, MessagesFolderOptions {
  brand?: string;
  json?: boolean;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The message files' problems as every other problem reads: the message's key is the pointer (`/game.play`). */
function checkMessages({ messagesDir, messagesRoot }: MessagesFolderOptions) {
  const folder = readMessageFiles(messagesDir, messagesRoot);
  const problems: Problem[] = messageFolderProblems(folder, messagesRoot).map(({ file, key, rule }) => ({
    file,
    pointer: key ? pointerTo('', key) : '',
    rule,
  }));
  return { files: folder.files.length, languages: new Set(folder.files.map(({ language }) => language)).size, problems };
}

/**
 * Checks every rulebook, manifest and page record (component aliases and props included) and every
 * message file (messages/ is all brands', so --brand checks it too); one line per problem.
 */
export async function runValidate(options: ValidateOptions): Promise<CommandResult> {
  const { brand, json, brandsDir } = options;
  if (brand && !existsSync(path.join(brandsDir, brand))) {
    return { exitCode: 2, output: `no brand "${brand}" in ${brandsDir}` };
  }
  const project = await loadProject(options, brand);
  const messages = checkMessages(options);
  const problems = [...project.problems, ...messages.problems];
  const files = project.folders.reduce(
    (count, folder) => count + folder.files.length,
    project.rulebookFiles.length + messages.files,
  );
  if (json) {
    return {
      exitCode: problems.length ? 1 : 0,
      output: JSON.stringify({ valid: problems.length === 0, files, problems }, null, 2),
      machine: true,
    };
  }
  if (problems.length) {
    return {
      exitCode: 1,
      output: [...problems.map(formatProblem), `${counted(problems.length, 'problem')} in ${files} files`].join('\n'),
    };
  }
  const counts = [
    counted(project.folders.length, 'brand'),
    counted(project.rulebookFiles.length, 'rulebook'),
    counted(messages.languages, 'language'),
  ];
  return { exitCode: 0, output: `${counts.join(', ')}, ${files} files: all valid` };
}
