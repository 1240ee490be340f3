import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { messageLanguagesIn } from '../engine/brand-files/read-messages.ts';
import { compileCatalogue, PSEUDO_LOCALE, pseudoLocalize, SOURCE_LANGUAGE } from '../engine/i18n/icu/index.ts';

/** Where the player-facing strings are: messages/<language>/<area>.json, ICU MessageFormat. */
export const MESSAGES_DIR = path.resolve(import.meta.dirname, '..', 'messages');
const RUNTIME = path.resolve(import.meta.dirname, '..', 'engine', 'i18n', 'message-runtime.ts');

const PREFIX = 'virtual:messages/';
const LANGUAGES_MODULE = 'virtual:message-languages';

/** An area's names, from English's files. */
const areasOf = (folder: string) =>
  readdirSync(path.join(folder, SOURCE_LANGUAGE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/**
 * Compiles the message files at build time into modules of plain functions, so no ICU parser reaches
 * the browser:
 * - `virtual:messages/<language>/<area>`: one area's strings (English's are imported by the code that reads them);
 * - `virtual:messages/<language>`: every area of a language, the chunk a page in that language loads;
 * - `virtual:message-languages`: the languages built, and a loader for each besides English.
 * A message that is not ICU MessageFormat fails the build, naming its file and key.
 */
export function messages(folder = MESSAGES_DIR): Plugin {
  // The pseudo-locale's strings are English's, pseudo-localised.
  const fileOf = (language: string, area: string) =>
    path.join(folder, language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language, `${area}.json`);
  const read = (language: string, file: string): Record<string, string> => {
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return language === PSEUDO_LOCALE
      ? Object.fromEntries(Object.entries(strings).map(([key, message]) => [key, pseudoLocalize(message)]))
      : strings;
  };
  return {
    name: 'croupier:messages',
    resolveId: (id) => (id === LANGUAGES_MODULE || id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0virtual:message')) return undefined;
      if (id === `\0${LANGUAGES_MODULE}`) {
        const languages = messageLanguagesIn(folder);
        const loaders = languages
          .filter((language) => language !== SOURCE_LANGUAGE)
          .map((language) => `  ${JSON.stringify(language)}: () => import(${JSON.stringify(`${PREFIX}${language}`)}),`);
        return `export const languages = ${JSON.stringify(languages)};\nexport const loaders = {\n${loaders.join('\n')}\n};\n`;
      }
      const [language, area] = id.slice(`\0${PREFIX}`.length).split('/') as [string, string | undefined];
      if (area === undefined) {
        const areas = areasOf(folder);
        return areas
          .map((each) => `export { default as ${JSON.stringify(each)} } from ${JSON.stringify(`${PREFIX}${language}/${each}`)};`)
          .join('\n');
      }
      const file = fileOf(language, area);
      this.addWatchFile(file);
      return compileCatalogue(read(language, file), RUNTIME, path.relative(process.cwd(), file));
    },
  };
}
