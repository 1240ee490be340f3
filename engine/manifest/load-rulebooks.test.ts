import { describe, expect, it } from 'vitest';
import { readRepoRulebooks } from '../../tests/support/brand-folders.ts';
import { loadRulebooks, type RulebookFile } from './load-rulebooks.ts';
import type { Problem } from './problem.ts';
import { createSchemaValidator } from './schema-validator.ts';

const validator = createSchemaValidator();
const load = (files: RulebookFile[]) => {
  const problems: Problem[] = [];
  const books = loadRulebooks(files, validator, (file, pointer, rule) => problems.push({ file, pointer, rule }));
  return { books, problems };
};

const RULE = { kind: 'elapsedTimeInPlay', source: 'RTS 13C', inForceFrom: '2025-01-17T00:00:00+00:00', summary: 'Time in view.' };
const bookFile = (book: unknown, id = 'test'): RulebookFile => ({ id, file: `rulebooks/${id}.json`, text: JSON.stringify(book) });
const book = (rules: unknown[]) => ({ name: 'Test', regulator: 'A regulator', countries: ['MT'], rules });

describe('the repository rulebooks', () => {
  it("load without a problem, the UK Gambling Commission's among them", () => {
    const { books, problems } = load(readRepoRulebooks());
    expect(problems).toEqual([]);
    const ukgc = books.find((candidate) => candidate.id === 'ukgc');
    expect(ukgc?.rules.find((rule) => rule.kind === 'wageringCap')).toMatchObject({
      maxMultiple: 10,
      source: 'LCCP SR code 5.1.1(3a)',
    });
  });
});

describe.each<{ name: string; file: RulebookFile; expected: Problem }>([
  {
    name: 'a file that is not JSON',
    file: { id: 'test', file: 'rulebooks/test.json', text: '{ "name": ' },
    expected: { file: 'rulebooks/test.json', pointer: '', rule: expect.stringContaining('JSON') as unknown as string },
  },
  {
    name: 'a file name with capitals',
    file: bookFile(book([RULE]), 'UKGC'),
    expected: { file: 'rulebooks/UKGC.json', pointer: '', rule: expect.stringContaining('lower case') as unknown as string },
  },
  {
    name: 'a rule of no known kind',
    file: bookFile(book([{ ...RULE, kind: 'bonusBan' }])),
    expected: {
      file: 'rulebooks/test.json',
      pointer: '/rules/0/kind',
      rule: expect.stringContaining('must be one of') as unknown as string,
    },
  },
  {
    name: 'a rule without its source',
    file: bookFile(book([{ ...RULE, source: undefined }])),
    expected: { file: 'rulebooks/test.json', pointer: '/rules/0/source', rule: "must have required property 'source'" },
  },
  {
    name: 'a wagering cap without its multiple',
    file: bookFile(book([{ ...RULE, kind: 'wageringCap' }])),
    expected: { file: 'rulebooks/test.json', pointer: '/rules/0/maxMultiple', rule: "must have required property 'maxMultiple'" },
  },
  {
    name: 'a date of effect without its offset from UTC',
    file: bookFile(book([{ ...RULE, inForceFrom: '2025-01-17T00:00:00' }])),
    expected: {
      file: 'rulebooks/test.json',
      pointer: '/rules/0/inForceFrom',
      rule: 'must be a date and time with its offset from UTC, like 2026-11-28T18:00:00+00:00',
    },
  },
  {
    name: 'a date of effect not on the calendar',
    file: bookFile(book([{ ...RULE, inForceFrom: '2025-02-30T00:00:00+00:00' }])),
    expected: { file: 'rulebooks/test.json', pointer: '/rules/0/inForceFrom', rule: 'is not a date on the calendar' },
  },
  {
    name: 'two rules of one kind',
    file: bookFile(book([RULE, { ...RULE, source: 'RTS 13D' }])),
    expected: {
      file: 'rulebooks/test.json',
      pointer: '/rules/1/kind',
      rule: 'the book already has a rule of kind elapsedTimeInPlay (/rules/0): one rule of each kind',
    },
  },
])('$name', ({ file, expected }) => {
  it('is refused, naming the file, the pointer and the rule, and the book is left out', () => {
    const { books, problems } = load([file]);
    expect(problems).toEqual([expected]);
    expect(books).toEqual([]);
  });
});
