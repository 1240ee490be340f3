import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueProblems,
  PSEUDO_LOCALE,
  SOURCE_LANGUAGE,
  type CatalogueFile,
  type CatalogueProblem,
} from '../i18n/icu/index.ts';

/** A messages folder as read from disk: its files, and the ones that are not JSON. */
export interface MessageFolder {
  /** Every <language>/<area>.json, by language then area; a file that is not JSON is here with `json` undefined. */
  files: CatalogueFile[];
  /** One per file that is not JSON: the file, key '' and the parser's reason. */
  problems: CatalogueProblem[];
}

const namesIn = (folder: string, directories: boolean) =>
  readdirSync(folder, { withFileTypes: true })
    .filter(
      (entry) =>
        !entry.name.startsWith('.') && (directories ? entry.isDirectory() : entry.isFile() && entry.name.endsWith('.json')),
    )
    .map((entry) => entry.name)
    .sort();

/**
 * The languages a messages folder gives strings for, English first, and the pseudo-locale, which the
 * build makes from English: what a brand may offer, and what the build compiles.
 */
export function messageLanguagesIn(folder: string): string[] {
  const folders = namesIn(folder, true);
  return [SOURCE_LANGUAGE, ...folders.filter((name) => name !== SOURCE_LANGUAGE), PSEUDO_LOCALE];
}

/**
 * Every messages/<language>/<area>.json, parsed. A file that is not JSON is a problem naming it, not a
 * throw, so one bad file leaves the others checked; a folder that does not exist holds no files (and
 * catalogueProblems then says English is missing). `displayRoot` is how problems name the folder.
 */
export function readMessageFiles(folder: string, displayRoot = 'messages'): MessageFolder {
  let languages: string[];
  try {
    languages = namesIn(folder, true);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], problems: [] };
    throw error;
  }
  const read: MessageFolder = { files: [], problems: [] };
  for (const language of languages)
    for (const name of namesIn(path.join(folder, language), false)) {
      const file = `${displayRoot}/${language}/${name}`;
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path.join(folder, language, name), 'utf8'));
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        read.problems.push({ file, key: '', rule: `is not JSON: ${error.message}` });
      }
      read.files.push({ language, area: name.slice(0, -'.json'.length), file, json });
    }
  return read;
}

/**
 * Every problem of a messages folder read by readMessageFiles: the files that are not JSON, then what
 * catalogueProblems finds in the rest (a file that is not JSON is named once, for its syntax), by file.
 */
export function messageFolderProblems({ files, problems }: MessageFolder, displayRoot = 'messages'): CatalogueProblem[] {
  const unreadable = new Set(problems.map(({ file }) => file));
  const checked = catalogueProblems(files, displayRoot).filter(({ file }) => !unreadable.has(file));
  return [...problems, ...checked].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
