import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMessageFiles, type MessageFolder } from '../../engine/brand-files/index.ts';
import { catalogueProblems, PSEUDO_LOCALE, SOURCE_LANGUAGE, type CatalogueFile } from '../../engine/i18n/icu/index.ts';
import type { CommandResult, MessagesFolderOptions } from '../project.ts';
import { readXliff, writeXliff, type XliffFile, type XliffProblem } from '../xliff.ts';

/** A language as messages/ names its folders: its two- or three-letter subtag (fr, zh). */
const LANGUAGE_FOLDER = /^[a-z]{2,3}$/;

/** Why a language cannot be translated into, if it cannot. */
function languageRule(language: string): string | undefined {
  if (language === SOURCE_LANGUAGE)
    return `"${language}" is the source: English is written in messages/${SOURCE_LANGUAGE}, not translated`;
  if (language === PSEUDO_LOCALE) return `"${language}" is the pseudo-locale, which the build makes from English`;
  if (!LANGUAGE_FOLDER.test(language))
    return `"${language}" is not a language as messages/ names its folders (two or three letters: fr, zh)`;
  return undefined;
}

type Strings = Record<string, string>;

const isStrings = (json: unknown): json is Strings =>
  typeof json === 'object' &&
  json !== null &&
  !Array.isArray(json) &&
  Object.values(json).every((message) => typeof message === 'string');

/**
 * English's areas and, when named, one language's, each an object of strings by area, and the lines
 * saying which of their files cannot be read (not JSON, not an object of strings): validate names the rest.
 */
function areasOf({ files, problems }: MessageFolder, messagesRoot: string, language?: string) {
  const english = new Map<string, Strings>();
  const translated = new Map<string, Strings>();
  const unreadable = problems.filter(({ file }) =>
    files.some((each) => each.file === file && [SOURCE_LANGUAGE, language].includes(each.language)),
  );
  const refusals = unreadable.map(({ file, rule }) => `${file}: ${rule}`);
  for (const { language: of, area, file, json } of files) {
    if (of !== SOURCE_LANGUAGE && of !== language) continue;
    if (isStrings(json)) (of === SOURCE_LANGUAGE ? english : translated).set(area, json);
    else if (!unreadable.some((problem) => problem.file === file))
      refusals.push(`${file}: must be a JSON object of key → message`);
  }
  if (!english.size)
    refusals.push(`${messagesRoot}/${SOURCE_LANGUAGE}: the English strings, the source of every translation, are missing`);
  return { english, translated, refusals };
}

export interface MessagesExportOptions extends MessagesFolderOptions {
  language: string;
  /** The file to write, from `cwd`; without it the XLIFF is printed. */
  out?: string;
  cwd: string;
}

/** An XLIFF 2.0 file of every English message with the language's translation, where it has one. */
export async function runMessagesExport({
  language,
  out,
  cwd,
  messagesDir,
  messagesRoot,
}: MessagesExportOptions): Promise<CommandResult> {
  const refused = languageRule(language);
  if (refused) return { exitCode: 2, output: refused };
  const { english, translated, refusals } = areasOf(readMessageFiles(messagesDir, messagesRoot), messagesRoot, language);
  if (refusals.length) return { exitCode: 1, output: [...refusals, 'fix these files first: nothing exported'].join('\n') };
  const files: XliffFile[] = [...english].map(([area, sources]) => ({
    id: area,
    units: Object.entries(sources).map(([key, source]) => ({ id: key, source, target: translated.get(area)?.[key] })),
  }));
  const xliff = writeXliff({ srcLang: SOURCE_LANGUAGE, trgLang: language, files });
  if (!out) return { exitCode: 0, output: xliff.trimEnd(), machine: true };
  await writeFile(path.resolve(cwd, out), xliff);
  const units = files.flatMap((file) => file.units);
  const open = units.filter((unit) => unit.target === undefined).length;
  return { exitCode: 0, output: `wrote ${out}: ${units.length} messages in ${files.length} files, ${open} to translate` };
}

export interface MessagesImportOptions extends MessagesFolderOptions {
  /** The XLIFF file, from `cwd`. */
  file: string;
  cwd: string;
}

const formatXliffProblem =
  (where: string) =>
  ({ file, unit, rule }: XliffProblem) =>
    `${where}${file === undefined ? '' : ` file "${file}"`}${unit === undefined ? '' : ` unit "${unit}"`}: ${rule}`;

/**
 * Reads a translated XLIFF 2 file into messages/<trgLang>/<area>.json, one file per <file>, keys in
 * English's order. A unit without a target leaves its key out (validate then names it missing). The
 * file is refused whole, and nothing written, when it is not XLIFF 2, names an area or key English does
 * not have, or has a target that breaks a message rule (ICU syntax, English's placeholders, plurals).
 */
export async function runMessagesImport({ file, cwd, messagesDir, messagesRoot }: MessagesImportOptions): Promise<CommandResult> {
  const text = await readFile(path.resolve(cwd, file), 'utf8').catch(() => undefined);
  if (text === undefined) return { exitCode: 2, output: `cannot read ${file}` };
  const refuse = (problems: XliffProblem[]): CommandResult => ({
    exitCode: 1,
    output: [
      ...problems.map(formatXliffProblem(file)),
      `${problems.length} problem${problems.length === 1 ? '' : 's'}: nothing written`,
    ].join('\n'),
  });

  const { document, problems } = await readXliff(text);
  if (problems.length) return refuse(problems);
  const language = document.trgLang;
  const languageRefused = languageRule(language);
  if (document.srcLang !== SOURCE_LANGUAGE)
    problems.push({ rule: `srcLang is "${document.srcLang}": the source is English (${SOURCE_LANGUAGE})` });
  if (languageRefused) problems.push({ rule: `trgLang ${languageRefused}` });
  if (problems.length) return refuse(problems);

  const folder = readMessageFiles(messagesDir, messagesRoot);
  // Only English must be readable: the import replaces the language's files, a broken one included.
  const { english, refusals } = areasOf(folder, messagesRoot);
  if (refusals.length) return { exitCode: 1, output: [...refusals, 'fix these files first: nothing written'].join('\n') };
  const imported: (CatalogueFile & { json: Strings; untranslated: Set<string> })[] = [];
  for (const { id: area, units } of document.files) {
    const sources = english.get(area);
    if (!sources) {
      problems.push({ file: area, rule: `no area "${area}" in English (${messagesRoot}/${SOURCE_LANGUAGE}/${area}.json)` });
      continue;
    }
    for (const { id } of units.filter(({ id }) => !Object.hasOwn(sources, id)))
      problems.push({ file: area, unit: id, rule: `unknown key: English's ${area}.json has no "${id}"` });
    const targets = new Map(units.flatMap(({ id, target }) => (target === undefined ? [] : [[id, target] as const])));
    const json = Object.fromEntries(Object.keys(sources).flatMap((key) => (targets.has(key) ? [[key, targets.get(key)!]] : [])));
    const untranslated = new Set(Object.keys(sources).filter((key) => !targets.has(key)));
    imported.push({ language, area, file: `${messagesRoot}/${language}/${area}.json`, json, untranslated });
  }
  // The targets against every rule validate applies, but a key left out: validate names it until it is translated.
  const sourceFiles = folder.files.filter((each) => each.language === SOURCE_LANGUAGE);
  for (const { file: where, key, rule } of catalogueProblems([...sourceFiles, ...imported], messagesRoot)) {
    const area = imported.find((each) => each.file === where);
    if (area && !area.untranslated.has(key)) problems.push({ file: area.area, unit: key || undefined, rule });
  }
  if (problems.length) return refuse(problems);

  await mkdir(path.join(messagesDir, language), { recursive: true });
  const written = await Promise.all(
    imported.map(async ({ area, file: where, json, untranslated }) => {
      await writeFile(path.join(messagesDir, language, `${area}.json`), `${JSON.stringify(json, null, 2)}\n`);
      const open = untranslated.size ? `, ${untranslated.size} left to translate` : '';
      return `wrote ${where}: ${Object.keys(json).length} messages${open}`;
    }),
  );
  return { exitCode: 0, output: written.join('\n') };
}
