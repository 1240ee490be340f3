import { describe, expect, it } from 'vitest';
import { CatalogueAssembly, catalogueSlices } from './catalogue-slices.ts';
import type { TransportAnswer } from './http-client.ts';

const game = (id: number) => ({ GameGroupId: id, Name: `Game ${id}` });
const catalogue = (sizes: number[]): TransportAnswer => ({
  status: 200,
  ok: true,
  body: {
    data: sizes.map((size, index) => ({
      Name: `Category ${index}`,
      SubCategories: [{ Name: 'All' }],
      Games: Array.from({ length: size }, (_, n) => game(index * 1000 + n)),
    })),
  },
});

const reassembled = (answer: TransportAnswer, perSlice: number) => {
  const assembly = new CatalogueAssembly();
  const slices = [...catalogueSlices(answer, perSlice)];
  const results = slices.map((slice) => assembly.take(slice));
  return { slices, done: results.filter(Boolean), last: results.at(-1) };
};

describe('the catalogue in slices', () => {
  it.each([
    { sizes: [7, 0, 3], perSlice: 3, messages: 1 + 3 + 0 + 1 + 1 },
    { sizes: [1372, 148, 216], perSlice: 150, messages: 1 + 10 + 1 + 2 + 1 },
    { sizes: [], perSlice: 150, messages: 2 },
  ])(
    '$sizes games in slices of $perSlice: $messages messages, the same catalogue put back together',
    ({ sizes, perSlice, messages }) => {
      const answer = catalogue(sizes);
      const { slices, done, last } = reassembled(answer, perSlice);
      expect(slices).toHaveLength(messages);
      expect(slices.every((slice) => slice.kind !== 'games' || slice.games.length <= perSlice)).toBe(true);
      // Complete only at the end, with every game in its category and in order.
      expect(done).toHaveLength(1);
      expect(last).toEqual(answer);
    },
  );

  it.each([
    { what: 'an error answer', answer: { status: 503, ok: false, body: { code: 503, message: 'down' } } },
    { what: 'an answer of another shape', answer: { status: 200, ok: true, body: { data: [{ Name: 'no games' }] } } },
    { what: 'an HTML page', answer: { status: 200, ok: true, body: '<html>' } },
  ])('$what goes whole, in one message', ({ answer }) => {
    const { slices, last } = reassembled(answer, 10);
    expect(slices).toEqual([{ kind: 'head', answer, sliced: false }]);
    expect(last).toEqual(answer);
  });
});
