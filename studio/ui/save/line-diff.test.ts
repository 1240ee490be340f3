import { describe, expect, it } from 'vitest';
import { diffHunks, lineDiff } from './line-diff.ts';

const marks = (before: string | null, after: string | null) =>
  lineDiff(before, after).map((line) => `${{ same: ' ', added: '+', removed: '-' }[line.kind]}${line.text}`);

describe('lineDiff', () => {
  it.each([
    { why: 'a new file is all added', before: null, after: '{\n  "a": 1\n}\n', lines: ['+{', '+  "a": 1', '+}'] },
    { why: 'a removed file is all removed', before: '{}\n', after: null, lines: ['-{}'] },
    { why: 'a changed line is removed then added', before: 'a\nb\nc\n', after: 'a\nB\nc\n', lines: [' a', '-b', '+B', ' c'] },
    { why: 'an unchanged file has no change', before: 'a\nb\n', after: 'a\nb\n', lines: [' a', ' b'] },
  ])('$why', ({ before, after, lines }) => {
    expect(marks(before, after)).toEqual(lines);
  });
});

describe('diffHunks', () => {
  it('keeps three unchanged lines around a change and counts the ones left out', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    const [hunk, ...others] = diffHunks(lineDiff(before, after));
    expect(others).toEqual([]);
    expect(hunk?.skipped).toBe(7);
    expect(hunk?.lines.map((line) => line.text)).toEqual([
      'line 7',
      'line 8',
      'line 9',
      'line 10',
      'line ten',
      'line 11',
      'line 12',
      'line 13',
    ]);
  });
});
