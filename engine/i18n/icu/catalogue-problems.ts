import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SOURCE_LANGUAGE } from '../languages.ts';
import { compileMessage, PARSE_OPTIONS } from './compile-catalogue.ts';

/** One language's strings of one area, as read from messages/<language>/<area>.json. */
export interface CatalogueFile {
  language: string;
  area: string;
  /** The file's path as problems name it. */
  file: string;
  /** The parsed JSON, not yet known to be an object of strings. */
  json: unknown;
}

export interface CatalogueProblem {
  file: string;
  /** The message's key, or '' for the file as a whole. */
  key: string;
  rule: string;
}

type Strings = Readonly<Record<string, string>>;

function stringsOf(json: unknown): Strings | string {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'must be a JSON object of key → message';
  const notText = Object.entries(json).find(([, message]) => typeof message !== 'string');
  return notText ? `"${notText[0]}" must be a message (a string)` : (json as Strings);
}

interface Shape {
  /** Every placeholder's name, however formatted. */
  placeholders: Set<string>;
  plurals: { name: string; ordinal: boolean; cases: string[] }[];
}

function shapeOf(elements: readonly MessageFormatElement[], shape: Shape = { placeholders: new Set(), plurals: [] }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      shapeOf(element.children, shape);
      continue;
    }
    shape.placeholders.add(element.value);
    if (element.type === TYPE.plural)
      shape.plurals.push({ name: element.value, ordinal: element.pluralType === 'ordinal', cases: Object.keys(element.options) });
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
  }
  return shape;
}

/** The message's shape, or the rule it breaks (its ICU syntax, an unknown style). */
function readMessage(message: string): Shape | string {
  try {
    compileMessage(message);
    return shapeOf(parse(message, PARSE_OPTIONS));
  } catch (error) {
    return `is not ICU MessageFormat: ${(error as Error).message}`;
  }
}

/** The plural categories a language's numbers need (Intl.PluralRules): en one, other; fr one, many, other; zh other. */
export function pluralCategoriesOf(language: string, ordinal = false): string[] {
  return [...new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories];
}

const listed = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(', ');

function messageProblems(language: string, message: string, source: string | undefined): string[] {
  const shape = readMessage(message);
  if (typeof shape === 'string') return [shape];
  const problems: string[] = [];
  for (const { name, ordinal, cases } of shape.plurals) {
    const missing = pluralCategoriesOf(language, ordinal).filter((category) => !cases.includes(category));
    if (missing.length)
      problems.push(
        `{${name}, ${ordinal ? 'selectordinal' : 'plural'}} lacks ${missing.join(', ')}: ${language} needs ${pluralCategoriesOf(language, ordinal).join(', ')} (Intl.PluralRules)`,
      );
  }
  const sourceShape = source === undefined ? undefined : readMessage(source);
  if (sourceShape === undefined || typeof sourceShape === 'string') return problems;
  const dropped = [...sourceShape.placeholders].filter((name) => !shape.placeholders.has(name));
  const added = [...shape.placeholders].filter((name) => !sourceShape.placeholders.has(name));
  if (dropped.length) problems.push(`drops ${listed(dropped)}, which the English message has`);
  if (added.length)
    problems.push(`has ${listed(added)}, which the English message does not (placeholders are named as in English)`);
  return problems;
}

/**
 * What is wrong with the message files of every language: each file an object of strings, each message
 * ICU MessageFormat with the plural categories its language needs, and each translation exactly
 * English's keys with English's placeholders. A language that lacks an area English has is named too.
 */
export function catalogueProblems(files: readonly CatalogueFile[], folder = 'messages'): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const read = new Map<string, Strings>();
  for (const { language, area, file, json } of files) {
    const strings = stringsOf(json);
    if (typeof strings === 'string') problems.push({ file, key: '', rule: strings });
    else read.set(`${language}/${area}`, strings);
  }
  const sources = files.filter(({ language }) => language === SOURCE_LANGUAGE);
  if (!sources.length)
    return [
      ...problems,
      {
        file: `${folder}/${SOURCE_LANGUAGE}`,
        key: '',
        rule: 'the English strings, the source of every translation, are missing',
      },
    ];
  const languages = [...new Set(files.map(({ language }) => language))];
  for (const language of languages.filter((other) => other !== SOURCE_LANGUAGE))
    for (const { area } of sources)
      if (!files.some((file) => file.language === language && file.area === area))
        problems.push({
          file: `${folder}/${language}/${area}.json`,
          key: '',
          rule: `missing: every language has the areas English has (${area})`,
        });
  for (const { language, area, file } of files) {
    const strings = read.get(`${language}/${area}`);
    if (!strings) continue;
    const source = language === SOURCE_LANGUAGE ? undefined : read.get(`${SOURCE_LANGUAGE}/${area}`);
    if (language !== SOURCE_LANGUAGE && !sources.some((each) => each.area === area)) {
      problems.push({ file, key: '', rule: `no area "${area}" in English: a translation's files are named as English's` });
      continue;
    }
    for (const [key, message] of Object.entries(strings)) {
      if (source && !(key in source)) {
        problems.push({ file, key, rule: `unknown key: English's ${area}.json has no "${key}"` });
        continue;
      }
      for (const rule of messageProblems(language, message, source?.[key])) problems.push({ file, key, rule });
    }
    if (source)
      for (const key of Object.keys(source))
        if (!(key in strings)) problems.push({ file, key, rule: `missing: English has "${source[key]}"` });
  }
  return problems;
}
