import { describe, expect, it } from 'vitest';
import { gridLayoutFor, rowHeightFor } from './grid-geometry.ts';

describe('grid layout by width', () => {
  it.each([
    // Phones (360, 390 and 430 px screens less 12 px padding either side): three columns, 8 px gaps.
    [336, 3, 8, true],
    [366, 3, 8, true],
    [406, 3, 8, true],
    [696, 3, 8, true],
    // Tablets: four or five columns; laptops and desktops as CSS auto-fill with 160 px cards and 16 px gaps.
    [736, 4, 16, false],
    [992, 5, 16, false],
    [1248, 7, 16, false],
    // Not measured yet: a desktop's width.
    [0, 5, 16, false],
  ])('%ipx → %i columns, %ipx gaps (compact: %s)', (width, columns, gap, compact) =>
    expect(gridLayoutFor(width)).toMatchObject({ columns, gap, compact }),
  );

  it('gives a wide grid row a 4:3 thumbnail, the name-and-vendor block and the gap', () => {
    // 4 columns of 172px at 736px: 129px thumbnail + 56px text + 16px gap.
    expect(rowHeightFor(736, gridLayoutFor(736))).toBe(201);
  });

  it('gives a phone row a 4:3 thumbnail, the name line and the gap', () => {
    // 3 columns of 112px at 352px: 84px thumbnail + 30px name + 8px gap.
    expect(rowHeightFor(352, gridLayoutFor(352))).toBe(122);
  });
});
