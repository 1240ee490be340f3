import { describe, expect, it } from 'vitest';
import { parseBoolean } from './parse-boolean.ts';

describe('boolean parsing (SPEC §5)', () => {
  it.each([
    ['true', true], ['TRUE', true], ['yes', true], ['1', true], [1, true], [true, true],
    ['false', false], ['No', false], ['0', false], [0, false], [false, false],
    ['maybe', undefined], ['', undefined], [2, undefined], [null, undefined], [undefined, undefined],
  ])('%j is %s', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  }); // prettier-ignore
});
