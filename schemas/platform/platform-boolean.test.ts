import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import platformBooleanSchema from './platform-boolean.schema.json';
import { parseBoolean } from './platform-boolean.ts';

const VALUES: [unknown, boolean | undefined][] = [
  ['true', true], ['TRUE', true], ['yes', true], ['1', true], [1, true], [true, true], [' Yes ', true],
  ['false', false], ['No', false], ['0', false], [0, false], [false, false],
  ['maybe', undefined], ['', undefined], [2, undefined], [null, undefined], [undefined, undefined],
]; // prettier-ignore

describe('boolean parsing (SPEC §5)', () => {
  it.each(VALUES)('%j is %s', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });

  it.each(VALUES.filter(([value]) => value !== undefined))(
    'the contract admits %j exactly when it parses to a boolean',
    (value, expected) => {
      const admits = new Ajv({ strict: true, allowUnionTypes: true }).compile(platformBooleanSchema);
      expect(admits(value)).toBe(expected !== undefined);
    },
  );
});
