import { yieldToMain } from '../../main-thread/index.ts';
import type { Game } from '../../platform/index.ts';
import { createSearchIndex, prepareSearchIndex, type SearchIndex } from './lobby-rules.ts';

/** One search index per catalogue (its list of games), made once and kept as long as the catalogue. */
const indexes = new WeakMap<readonly Game[], SearchIndex>();
const preparing = new WeakMap<readonly Game[], Promise<SearchIndex>>();

/** The catalogue's search index: the prepared one, else made now (a search before it was ready). */
export function searchIndexOf(games: readonly Game[]): SearchIndex {
  let index = indexes.get(games);
  if (!index) indexes.set(games, (index = createSearchIndex(games)));
  return index;
}

/**
 * Prepares the catalogue's search index ahead of the first search, a chunk a task, so the keystroke
 * that starts a search over thousands of games finds it ready instead of building it in its own task.
 */
export function prepareSearchIndexOf(games: readonly Game[], pause: () => Promise<void> = yieldToMain): Promise<SearchIndex> {
  const ready = indexes.get(games);
  if (ready) return Promise.resolve(ready);
  let pending = preparing.get(games);
  if (!pending) {
    pending = prepareSearchIndex(games, pause).then((index) => {
      // A search that came first made one already: that one stays.
      if (!indexes.has(games)) indexes.set(games, index);
      return indexes.get(games)!;
    });
    preparing.set(games, pending);
  }
  return pending;
}
