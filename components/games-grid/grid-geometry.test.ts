import { describe, expect, it } from 'vitest';
import { columnsFor, rowHeightFor } from './grid-geometry.ts';

describe('responsive columns (as CSS auto-fill with 160px cards and 16px gaps)', () => {
  it.each([
    [320, 1],
    [336, 2],
    [375, 2],
    [768, 4],
    [1280, 7],
    [0, 5],
  ])('%ipx → %i columns', (width, columns) => expect(columnsFor(width)).toBe(columns));

  it('gives rows a 4:3 thumbnail, the text block and the gap', () => {
    // 2 columns of 352px: 264px thumbnail + 56px text + 16px gap.
    expect(rowHeightFor(720, 2)).toBe(336);
  });
});
