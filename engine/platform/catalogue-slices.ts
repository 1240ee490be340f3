import type { TransportAnswer } from './http-client.ts';

/**
 * A catalogue answer cut into messages small enough to take in without a long task: the answer
 * with its categories' games left out, then the games a slice at a time, then the end. A worker reads
 * and parses the answer and posts these; the page puts them back together (`CatalogueAssembly`).
 * Any other answer (an error, a shape this does not know) goes whole in the first message.
 */
export type CatalogueSlice =
  | { kind: 'head'; answer: TransportAnswer; sliced: boolean }
  | { kind: 'games'; category: number; games: unknown[] }
  | { kind: 'end' };

/** Games a message: a slice is taken in well inside a frame's budget on a phone. */
export const GAMES_PER_SLICE = 150;

interface SlicedCategory {
  Games: unknown[];
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const categoriesOf = (body: unknown): SlicedCategory[] | undefined => {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) return undefined;
  return data.every((category) => isRecord(category) && Array.isArray(category.Games)) ? (data as SlicedCategory[]) : undefined;
};

export function* catalogueSlices(answer: TransportAnswer, perSlice = GAMES_PER_SLICE): Generator<CatalogueSlice> {
  const categories = answer.ok ? categoriesOf(answer.body) : undefined;
  if (!categories) {
    yield { kind: 'head', answer, sliced: false };
    return;
  }
  const data = categories.map((category) => ({ ...category, Games: [] }));
  yield { kind: 'head', answer: { ...answer, body: { ...(answer.body as object), data } }, sliced: true };
  for (const [index, category] of categories.entries())
    for (let start = 0; start < category.Games.length; start += perSlice)
      yield { kind: 'games', category: index, games: category.Games.slice(start, start + perSlice) };
  yield { kind: 'end' };
}

/** Puts the slices back together: the answer once the last slice is in, else undefined. */
export class CatalogueAssembly {
  private answer: TransportAnswer | undefined;

  take(slice: CatalogueSlice): TransportAnswer | undefined {
    switch (slice.kind) {
      case 'head':
        this.answer = slice.answer;
        return slice.sliced ? undefined : slice.answer;
      case 'games': {
        const category = categoriesOf(this.answer?.body)?.[slice.category];
        if (!category) throw new Error(`catalogue slice for category ${slice.category} before its head`);
        for (const game of slice.games) category.Games.push(game);
        return undefined;
      }
      case 'end':
        if (!this.answer) throw new Error('catalogue ended before its head');
        return this.answer;
    }
  }
}
