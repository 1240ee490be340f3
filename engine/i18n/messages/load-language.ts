import { loaders } from 'virtual:message-languages';
import { addLanguage } from '../translator.ts';
import { SOURCE_LANGUAGE, type Language } from '../languages.ts';

const loading = new Map<Language, Promise<void>>();

/**
 * Makes a language's strings available to `translate` (English always is): each language is a chunk of
 * its own, so a page loads only the one it speaks. The browser calls it before it hydrates a page and
 * before it shows the next; the server before it renders one. A language not built reads English.
 */
export function loadLanguage(language: Language): Promise<void> {
  const load = loaders[language];
  if (language === SOURCE_LANGUAGE || !load) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((areas) => addLanguage(language, areas));
    loading.set(language, pending);
    // A failed load (a chunk the network lost) may be tried again.
    pending.catch(() => loading.delete(language));
  }
  return pending;
}
