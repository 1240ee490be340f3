import type { Language } from './translator.ts';

/** Each language besides English, as code of its own: a page loads only the one it speaks. */
const PACKS: Record<Exclude<Language, 'en'>, () => Promise<void>> = {
  zh: () => import('./messages/zh.ts').then(({ addChinese }) => addChinese()),
};

const loading = new Map<Language, Promise<void>>();

/**
 * Makes a language's strings available to `translate` (English always is). The browser calls it
 * before it hydrates a page and before it shows the next; the server before it renders one.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = PACKS[language]();
    loading.set(language, pending);
    // A failed load (a chunk the network lost) may be tried again.
    pending.catch(() => loading.delete(language));
  }
  return pending;
}
